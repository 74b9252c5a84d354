import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  /** Heading level inside the page: 2 on the profile page, 3 inside a settings tab. */
  level?: 2 | 3;
  tone?: 'default' | 'danger';
  aside?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** A titled panel of the profile and settings screens. */
export const SettingsCard = ({ title, description, level = 3, tone = 'default', aside, children, className, id }: SettingsCardProps) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-xs sm:p-6 dark:bg-slate-900',
        tone === 'danger' ? 'border-red-200 dark:border-red-900/70' : 'border-slate-200 dark:border-slate-800',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading
            id={id ? `${id}-title` : undefined}
            className={cn('text-base font-semibold sm:text-lg', tone === 'danger' ? 'text-red-800 dark:text-red-300' : 'text-slate-900 dark:text-white')}
          >
            {title}
          </Heading>
          {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
        </div>
        {aside}
      </div>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
};
