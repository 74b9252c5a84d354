import { Loader2 } from 'lucide-react';
import { cn } from './cn';

export const Spinner = ({ className }: { className?: string }) => (
  <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-brand-600 dark:text-brand-300', className)} />
);

/** A centred spinner with a text for screen readers (and sighted users). */
export const FullPageSpinner = ({ label, className }: { label: string; className?: string }) => (
  <div role="status" aria-live="polite" className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-3', className)}>
    <Spinner className="size-8" />
    <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
  </div>
);
