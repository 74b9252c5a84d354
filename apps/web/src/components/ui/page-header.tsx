import type { ReactNode } from 'react';
import { cn } from './cn';

export const pageTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
export const pageDescription = 'mt-1 text-slate-600 dark:text-slate-400';

/**
 * A page's title and what the page is for. `aside` (a period switch, an export button…) goes on
 * the far side of the title, under it when narrow.
 */
export const PageHeader = ({ title, description, aside, className }: { title: string; description: ReactNode; aside?: ReactNode; className?: string }) => {
  const heading = (
    <>
      <h1 className={pageTitle}>{title}</h1>
      <p className={pageDescription}>{description}</p>
    </>
  );
  if (aside === undefined) return <header className={className}>{heading}</header>;
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="min-w-0">{heading}</div>
      {aside}
    </header>
  );
};

/**
 * A page of figures over a period: the title, and on the far side the period switch over the
 * period it covers in words (announced when it changes). Full width when narrow.
 */
export const PeriodPageHeader = ({ title, description, periodSwitch, range, rangeTestId }: { title: string; description: ReactNode; periodSwitch: ReactNode; range: ReactNode; rangeTestId?: string }) => (
  <PageHeader
    title={title}
    description={description}
    aside={
      <div className="flex w-full flex-col gap-1 @xl:w-auto @xl:items-end">
        {periodSwitch}
        <p aria-live="polite" className="min-h-5 text-sm text-slate-500 dark:text-slate-400" data-testid={rangeTestId}>
          {range}
        </p>
      </div>
    }
  />
);
