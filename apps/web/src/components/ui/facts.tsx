import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Larger, for the total. */
  emphasis?: boolean;
}

/** A label–value list (a booking's summary, what was paid and what is left). */
export const Facts = ({ facts, className }: { facts: Fact[]; className?: string }) => (
  <dl className={cn('divide-y divide-slate-200 dark:divide-slate-800', className)}>
    {facts.map((fact) => (
      <div key={fact.label} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <dt className="shrink-0 text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
        <dd
          className={cn(
            'min-w-0 break-words tabular-nums sm:text-right',
            fact.emphasis ? 'text-lg font-bold text-slate-900 dark:text-white' : 'font-medium text-slate-900 dark:text-slate-100',
          )}
        >
          {fact.value}
        </dd>
      </div>
    ))}
  </dl>
);
