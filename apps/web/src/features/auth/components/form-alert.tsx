import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100',
    icon: AlertTriangle,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100',
    icon: CheckCircle2,
  },
  info: {
    box: 'border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-900 dark:bg-brand-950/50 dark:text-brand-100',
    icon: Info,
  },
};

/** A message about the whole form. Errors interrupt (role=alert); other tones wait politely. */
export const FormAlert = ({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) => {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
};
