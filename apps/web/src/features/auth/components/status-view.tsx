import { AlertTriangle, CheckCircle2, MailCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { AuthHeading } from './auth-heading';

type Tone = 'success' | 'error' | 'info' | 'pending';

const badge: Record<Exclude<Tone, 'pending'>, { icon: LucideIcon; className: string }> = {
  success: { icon: CheckCircle2, className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300' },
  error: { icon: AlertTriangle, className: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300' },
  info: { icon: MailCheck, className: 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200' },
};

interface StatusViewProps {
  tone: Tone;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons and links under the text. */
  children?: ReactNode;
  /** Focus the heading when this view replaces a form (default true). */
  focusOnMount?: boolean;
}

/** A result screen of the auth card: verified, link expired, check your e-mail, working on it. */
export const StatusView = ({ tone, title, description, children, focusOnMount = true }: StatusViewProps) => {
  const isPending = tone === 'pending';
  const Icon = isPending ? null : badge[tone].icon;
  return (
    <div role={isPending ? 'status' : undefined} aria-live={isPending ? 'polite' : undefined}>
      <div className="mb-4 flex justify-center">
        {isPending ? (
          <Spinner className="size-10" />
        ) : (
          <span className={cn('flex size-14 items-center justify-center rounded-full', badge[tone].className)}>
            {Icon && <Icon aria-hidden="true" className="size-7" />}
          </span>
        )}
      </div>
      <AuthHeading title={title} description={description} focusOnMount={focusOnMount && !isPending} className="mb-5" />
      {children && <div className="space-y-4">{children}</div>}
    </div>
  );
};
