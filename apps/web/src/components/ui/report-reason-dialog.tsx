import { useId, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ModalDialog } from '@/components/ui/modal-dialog';

export interface ReportReasonDialogProps<Reason extends string> {
  open: boolean;
  /**
   * The feature's `t`: its namespace holds the dialog's texts under `report.` — title,
   * description, reason, reasons.<REASON>, details, reasonRequired, cancel, submit (and, with
   * `detailsRule`, detailsRequiredLabel, detailsRequired and detailsHint, each given {{min}}).
   */
  t: TFunction;
  reasons: readonly Reason[];
  /** The contract's longest details. */
  detailsMax: number;
  /** Reasons that cannot go without details (the contract's rule, checked before sending). */
  detailsRule?: { min: number; missing: (reason: Reason, details: string) => boolean };
  busy: boolean;
  /** Sends the report: resolves to the text to show in the dialog when it failed, or null (done: the dialog closes). */
  send: (reason: Reason, details: string | undefined) => Promise<string | null>;
  onClose: () => void;
}

/** Report something to the moderators: a reason (radio group) and details. Services, specialists and reviews use it. */
export function ReportReasonDialog<Reason extends string>({ open, t, reasons, detailsMax, detailsRule, busy, send, onClose }: ReportReasonDialogProps<Reason>) {
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason(null);
    setDetails('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('report.reasonRequired'));
      return;
    }
    if (detailsRule?.missing(reason, details)) {
      setError(t('report.detailsRequired', { min: detailsRule.min }));
      return;
    }
    setError(null);
    const text = details.trim();
    const failed = await send(reason, text || undefined);
    if (failed === null) close();
    else setError(failed);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const detailsInvalid = reason !== null && error !== null && detailsRule?.missing(reason, details) === true;
  return (
    <ModalDialog
      open={open}
      title={t('report.title')}
      description={t('report.description')}
      onClose={close}
      busy={busy}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <Flag aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="text-sm font-medium text-slate-900 dark:text-white">{t('report.reason')}</legend>
          <div className="mt-2 grid gap-2">
            {reasons.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-slate-800 dark:text-slate-100',
                  reason === value
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10'
                    : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                )}
              >
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand-600" />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-details`} className="text-sm font-medium text-slate-900 dark:text-white">
            {t(reason !== null && detailsRule?.missing(reason, '') ? 'report.detailsRequiredLabel' : 'report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            rows={3}
            maxLength={detailsMax}
            aria-describedby={[detailsRule ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
            aria-invalid={detailsInvalid || undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
          {detailsRule && (
            <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
              {t('report.detailsHint', { min: detailsRule.min })}
            </p>
          )}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
