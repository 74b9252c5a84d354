import { TitledCard, type TitledCardProps } from '@/components/ui/titled-card';
import { cn } from '@/components/ui/cn';

/** A titled panel of the earnings page: `id` is a link target, its heading `${id}-title`. */
export const EarningsCard = ({ id, className, ...card }: Omit<TitledCardProps, 'titleId' | 'id'> & { id: string }) => (
  <TitledCard id={id} titleId={`${id}-title`} className={cn('min-w-0 scroll-mt-24 @md:p-6', className)} {...card} />
);
