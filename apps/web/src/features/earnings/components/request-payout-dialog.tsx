import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Currency } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useRequestPayoutMutation } from '../api/earnings-api';
import { earningsErrorText, isMissingPayoutDetails } from '../model/api-error';
import { useEarningsMoney } from '../model/format';

interface RequestPayoutDialogProps {
  open: boolean;
  amount: number;
  currency: Currency;
  ibanMasked: string | null;
  recipientName: string | null;
  onClose: () => void;
}

/** "Request a payout of 920 ₴?" — to which account, and what happens next; then POST /specialists/payouts. */
export const RequestPayoutDialog = ({ open, amount, currency, ibanMasked, recipientName, onClose }: RequestPayoutDialogProps) => {
  const { t } = useTranslation('earnings');
  const money = useEarningsMoney();
  const [request, { isLoading }] = useRequestPayoutMutation();

  const confirm = async () => {
    try {
      const payout = await request().unwrap();
      toast.success(t('payouts.requested', { amount: money(payout.amount, payout.currency) }));
      onClose();
    } catch (failure) {
      toast.error(isMissingPayoutDetails(failure) ? t('payouts.needsDetails') : earningsErrorText(t, failure, 'payouts.requestFailed'));
      onClose();
    }
  };

  return (
    <ModalDialog
      open={open}
      busy={isLoading}
      onClose={onClose}
      title={t('payouts.confirmTitle', { amount: money(amount, currency) })}
      description={
        <>
          <span className="block">{t('payouts.confirmTo', { iban: ibanMasked ?? '—', name: recipientName ?? '' })}</span>
          <span className="mt-2 block">{t('payouts.confirmNext')}</span>
        </>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('payouts.requesting') : t('payouts.request')}
        </Button>
      </div>
    </ModalDialog>
  );
};
