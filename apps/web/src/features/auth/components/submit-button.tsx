import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Full-width submit button: disabled with a spinner and a "…ing" label while the call runs. */
export const SubmitButton = ({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) => (
  <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="h-auto! min-h-12 w-full py-2.5 text-balance">
    {busy ? (
      <>
        <Spinner className="size-5 text-white dark:text-white" />
        {busyLabel}
      </>
    ) : (
      children
    )}
  </Button>
);
