import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface AuthHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Move focus here when shown: for a view that replaces another on the same page. */
  focusOnMount?: boolean;
  className?: string;
}

/** The page's one h1 and its lead paragraph, at the top of the auth card. */
export const AuthHeading = ({ title, description, focusOnMount = false, className }: AuthHeadingProps) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={cn('mb-6 text-center', className)}>
      <h1
        ref={ref}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none dark:text-white"
      >
        {title}
      </h1>
      {description && <p className="mt-2 text-sm text-pretty text-slate-600 dark:text-slate-400">{description}</p>}
    </div>
  );
};
