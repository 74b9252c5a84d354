import { useState } from 'react';
import { CreditCard, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { Payment } from '@vizyt/contracts';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { userUpdated } from '@/stores/auth-slice';
import { useAuthenticateTestIntentMutation, useCancelPaymentMutation } from '../api/payments-api';
import { cardLabel } from '../model/card-label';
import { declineText, paymentErrorText } from '../model/payment-error';
import { usePaymentsConfig } from '../model/payments-config';
import { focusRing } from './styles';
import { TestAuthenticationDialog } from './test-authentication-dialog';

/** A payment the customer started and did not finish: it waits for 3-D Secure, or was never confirmed. */
export const isUnfinished = (payment: Payment): boolean => payment.status === 'REQUIRES_ACTION' || payment.status === 'PENDING';

/**
 * On /payments, under an unfinished payment (issue #26 item 12): "Finish payment" opens the bank's
 * confirmation again (the test provider's dialog; with Stripe the booking's payment page, where a
 * new attempt replaces this one), and "Cancel payment" drops it (POST /payments/{id}/cancel):
 * nothing was charged, and the points it held come back at once — the header's balance follows.
 */
export const UnfinishedPaymentActions = ({ payment }: { payment: Payment }) => {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.auth.user?.loyaltyPoints);
  const config = usePaymentsConfig();
  const [cancel, cancelling] = useCancelPaymentMutation();
  const [authenticate] = useAuthenticateTestIntentMutation();
  const [dialog, setDialog] = useState<'closed' | 'open' | 'busy'>('closed');
  const canAuthenticateHere = config.provider === 'test' && payment.status === 'REQUIRES_ACTION';

  const cancelIt = async () => {
    try {
      await cancel({ paymentId: payment.id, bookingId: payment.bookingId }).unwrap();
      // The points it held are back at once: the header's number follows without a reload.
      if (payment.pointsRedeemed > 0 && balance !== undefined) dispatch(userUpdated({ loyaltyPoints: (balance ?? 0) + payment.pointsRedeemed }));
      toast.success(t(payment.pointsRedeemed > 0 ? 'history.cancelledPoints' : 'history.cancelled', { count: payment.pointsRedeemed }));
    } catch (error) {
      toast.error(paymentErrorText(t, error, 'cancelFailed'));
    }
  };

  const answer = async (outcome: 'approve' | 'fail') => {
    setDialog('busy');
    try {
      const result = await authenticate({ paymentIntentId: payment.paymentIntentId, outcome, bookingId: payment.bookingId }).unwrap();
      if (result.status === 'SUCCEEDED') toast.success(t('history.finished'));
      else toast.error(declineText(t, result.failureCode, 'authentication_failed'));
    } catch (error) {
      toast.error(paymentErrorText(t, error, 'confirmFailed'));
    } finally {
      setDialog('closed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-amber-900 dark:text-amber-200">{t('history.unfinished')}</p>
      <div className="flex flex-wrap gap-2">
        {canAuthenticateHere ? (
          <Button size="sm" className="max-sm:h-10" onClick={() => setDialog('open')} disabled={cancelling.isLoading}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('history.finish')}
          </Button>
        ) : (
          <Link to={paths.payment(payment.bookingId)} className={buttonClasses('primary', 'sm', `max-sm:h-10 ${focusRing}`)}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t('history.finish')}
          </Link>
        )}
        <Button variant="outline" size="sm" className="max-sm:h-10" onClick={() => void cancelIt()} disabled={cancelling.isLoading}>
          {cancelling.isLoading ? <Spinner className="size-4" /> : <X aria-hidden="true" className="size-4" />}
          {t('history.cancelAttempt')}
        </Button>
      </div>
      {canAuthenticateHere && (
        <TestAuthenticationDialog
          open={dialog !== 'closed'}
          amount={payment.amount}
          currency={payment.currency}
          cardLabel={payment.paymentMethod ? cardLabel(payment.paymentMethod) : null}
          busy={dialog === 'busy'}
          onApprove={() => void answer('approve')}
          onFail={() => void answer('fail')}
        />
      )}
    </div>
  );
};
