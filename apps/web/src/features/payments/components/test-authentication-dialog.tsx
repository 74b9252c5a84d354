import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormatMoney } from '../model/use-format-money';
import { alertBox } from './styles';

interface TestAuthenticationDialogProps {
  open: boolean;
  /** The payment's own amount: what the bank is asked to charge. */
  amount: number;
  currency?: Currency;
  cardLabel: string | null;
  busy: boolean;
  onApprove: () => void;
  onFail: () => void;
}

/**
 * The test provider's stand-in for the bank's 3-D Secure page (card 4000 0025 0000 3155): the
 * customer approves or fails the extra confirmation. It closes only through one of the two
 * answers, as the bank's page would; Stripe shows its own page instead.
 */
export const TestAuthenticationDialog = ({ open, amount, currency = 'UAH', cardLabel, busy, onApprove, onFail }: TestAuthenticationDialogProps) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  return (
    <ModalDialog
      open={open}
      busy
      onClose={() => undefined}
      title={t('authenticate.title')}
      description={t('authenticate.description', { amount: formatMoney(amount, currency) })}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        <p className={alertBox.warning}>{t('authenticate.testNote')}</p>
        {cardLabel && <p className="text-sm text-slate-700 dark:text-slate-300">{t('authenticate.card', { card: cardLabel })}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DangerButton tone="outline" onClick={onFail} disabled={busy}>
            {t('authenticate.fail')}
          </DangerButton>
          <Button onClick={onApprove} disabled={busy}>
            {busy && <Spinner className="size-4 text-white" />}
            {t('authenticate.approve')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
};
