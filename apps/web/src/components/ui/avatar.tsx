import { useState } from 'react';
import { cn } from './cn';

export const initialsOf = (firstName?: string | null, lastName?: string | null): string =>
  `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase() || '?';

interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  src?: string | null;
  className?: string;
}

/** Photo when there is one and it loads; initials otherwise. Decorative: the name is shown next to it. */
export const Avatar = ({ firstName, lastName, src, className }: AvatarProps) => {
  const [failed, setFailed] = useState(false);
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (src && !failed) {
    return <img src={src} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100')}>
      {initialsOf(firstName, lastName)}
    </span>
  );
};
