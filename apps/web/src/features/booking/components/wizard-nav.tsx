import { ArrowLeft, ArrowRight, CalendarCheck, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { BookingStep } from '../model/steps';
import { alertBox } from './styles';

interface WizardNavProps {
  step: BookingStep;
  /** The booking is being created. */
  busy: boolean;
  isCustomer: boolean;
  /** The step's form, submitted by Next on Details (and Payment when `formSubmits`). */
  formId: string;
  /** The Payment step is a form (online payments composed in); else Next simply moves on. */
  formSubmits: boolean;
  onBack: () => void;
  onLeaveDateTime: () => void;
  onPaymentDone: () => void;
  onConfirm: () => void;
}

/** Back and Next under each step of the booking flow; "Confirm Booking" on the last (customers only). */
export const WizardNav = ({ step, busy, isCustomer, formId, formSubmits, onBack, onLeaveDateTime, onPaymentDone, onConfirm }: WizardNavProps) => {
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      {step !== 'dateTime' ? (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('actions.back')}
        </Button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {step === 'dateTime' && (
        <Button size="lg" onClick={onLeaveDateTime}>
          {t('actions.next')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {step === 'details' && (
        <Button size="lg" type="submit" form={formId}>
          {t('actions.next')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {step === 'payment' && (
        <Button size="lg" {...(formSubmits ? { type: 'submit', form: formId } : { onClick: onPaymentDone })}>
          {t('actions.next')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {step === 'confirmation' &&
        (isCustomer ? (
          <Button size="lg" onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner className="size-4 text-white" /> : <CalendarCheck aria-hidden="true" className="size-5" />}
            {busy ? t('actions.confirming') : t('actions.confirm')}
          </Button>
        ) : (
          <p role="note" className={cn(alertBox.warning, 'sm:max-w-sm')}>
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('confirm.notCustomer')}
          </p>
        ))}
    </div>
  );
};
