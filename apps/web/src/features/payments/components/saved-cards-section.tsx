import { useState } from 'react';
import { CreditCard, Plus, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PaymentMethod } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useGetPaymentMethodsQuery, useRemovePaymentMethodMutation, useSetDefaultPaymentMethodMutation } from '../api/payments-api';
import { cardExpiry, cardLabel } from '../model/card-label';
import { paymentErrorText } from '../model/payment-error';
import { usePaymentsConfig } from '../model/payments-config';
import { CardForm } from './card-form';
import { MethodsError, MethodsLoading } from './methods-state';
import { DefaultBadge } from './payment-source';
import { alertBox, card, mutedText, sectionTitle } from './styles';

/** /payments: the saved cards — add one (the first becomes the default), make one the default, remove one. */
export const SavedCardsSection = () => {
  const { t } = useTranslation('payments');
  const methods = useGetPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const saved = methods.data ?? [];

  return (
    <section aria-labelledby="saved-cards-title" className={`${card} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="saved-cards-title" className={sectionTitle}>
            {t('methods.title')}
          </h2>
          <p className={mutedText}>{t('methods.description')}</p>
        </div>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('methods.add')}
        </Button>
      </div>

      {methods.isLoading ? (
        <MethodsLoading />
      ) : methods.isError ? (
        <MethodsError methods={methods} className={`${alertBox.error} flex-wrap items-center justify-between`} />
      ) : saved.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('methods.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {saved.map((method) => (
            <li key={method.id}>
              <SavedCard method={method} onRemove={() => setRemoving(method)} />
            </li>
          ))}
        </ul>
      )}

      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveCardDialog method={removing} onClose={() => setRemoving(null)} />
    </section>
  );
};

const SavedCard = ({ method, onRemove }: { method: PaymentMethod; onRemove: () => void }) => {
  const { t } = useTranslation('payments');
  const [setDefault, { isLoading }] = useSetDefaultPaymentMethodMutation();
  const label = cardLabel(method);
  const makeDefault = async () => {
    try {
      await setDefault(method.id).unwrap();
      toast.success(t('methods.defaultDone', { card: label }));
    } catch (error) {
      toast.error(paymentErrorText(t, error, 'defaultMethodFailed'));
    }
  };
  return (
    <article aria-label={label} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{label}</p>
            <p className={mutedText}>{t('methods.expires', { date: cardExpiry(method) })}</p>
          </div>
        </div>
        {method.isDefault && <DefaultBadge />}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {!method.isDefault && (
          <Button variant="outline" size="sm" onClick={() => void makeDefault()} disabled={isLoading}>
            {isLoading ? <Spinner className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
            {t('methods.makeDefault')}
          </Button>
        )}
        <DangerButton tone="ghost" size="sm" aria-haspopup="dialog" aria-label={`${t('methods.remove')} ${label}`} onClick={onRemove} className="sm:ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('methods.remove')}
        </DangerButton>
      </div>
    </article>
  );
};

const AddCardDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('payments');
  const config = usePaymentsConfig();
  return (
    <ModalDialog open={open} title={t('methods.addTitle')} description={t('methods.addDescription')} onClose={onClose} wide>
      {config.isLoading ? (
        <Spinner className="mx-auto" />
      ) : (
        <CardForm
          provider={config.provider ?? 'disabled'}
          publishableKey={config.publishableKey}
          mode="save"
          canSave
          submitLabel={t('methods.addSubmit')}
          onCancel={onClose}
          onCard={(saved) => {
            toast.success(t('methods.added', { card: saved.label }));
            onClose();
          }}
        />
      )}
    </ModalDialog>
  );
};

const RemoveCardDialog = ({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) => {
  const { t } = useTranslation('payments');
  const [remove, { isLoading }] = useRemovePaymentMethodMutation();
  const [error, setError] = useState<string | null>(null);
  const label = method ? cardLabel(method) : '';
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!method) return;
    try {
      await remove(method.id).unwrap();
      toast.success(t('methods.removed', { card: label }));
      close();
    } catch (failure) {
      setError(paymentErrorText(t, failure, 'removeMethodFailed'));
    }
  };
  return (
    <ModalDialog
      open={method !== null}
      tone="danger"
      busy={isLoading}
      title={t('methods.removeTitle', { card: label })}
      description={method?.isDefault ? t('methods.removeDefaultText') : t('methods.removeText')}
      onClose={close}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <Trash2 aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        {error && (
          <p role="alert" className={alertBox.error}>
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('methods.keep')}
          </Button>
          <DangerButton onClick={() => void confirm()} disabled={isLoading}>
            {isLoading && <Spinner className="size-4 text-white" />}
            {t('methods.removeConfirm')}
          </DangerButton>
        </div>
      </div>
    </ModalDialog>
  );
};
