import { TitledCard, type TitledCardProps } from '@/components/ui/titled-card';
import { cn } from '@/components/ui/cn';

/** A titled panel of the schedule page: `id` is its heading's. */
export const ScheduleCard = ({ id, className, ...card }: Omit<TitledCardProps, 'titleId' | 'id'> & { id: string }) => (
  <TitledCard titleId={id} className={cn('sm:p-6', className)} {...card} />
);
