import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, FileDown, Receipt, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { DateField } from '@/components/form/date-time-field';
import { isDateOrEmpty } from '@/components/ui/date-time-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download';
import { useDownloadInvoiceMutation, useGetPaymentHistoryQuery, type InvoiceLanguage } from '../api/payments-api';
import { cardLabel } from '../model/card-label';
import { useFormatInstant } from '../model/format-date';
import { declineText, paymentErrorText } from '../model/payment-error';
import { POINT_VALUE_UAH } from '../model/points';
import { useFormatMoney } from '../model/use-format-money';
import { PaymentStatusBadge } from './payment-status-badge';
import { isUnfinished, UnfinishedPaymentActions } from './unfinished-payment-actions';
import { alertBox, card, mutedText, sectionTitle } from './styles';

export const HISTORY_PAGE_SIZE = 10;

/** Cancelled before any money moved: nothing to account for. */
const isDroppedAttempt = (payment: Payment): boolean => payment.status === 'CANCELLED' && payment.paidAt === null && payment.amountRefunded === 0;


const invoiceLanguage = (language: string): InvoiceLanguage => {
  const base = language.split('-')[0];
  return base === 'en' || base === 'ru' ? base : 'uk';
};

interface Filters {
  status: PaymentStatus | '';
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { status: '', from: '', to: '' };

/** /payments: every payment of mine (GET /payments/history), filtered by status and dates, a page at a time. */
export const PaymentHistorySection = () => {
  const { t } = useTranslation('payments');
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const history = useGetPaymentHistoryQuery({
    page,
    limit: HISTORY_PAGE_SIZE,
    ...(filters.status && { status: filters.status }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  });
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const filtered = filters.status !== '' || filters.from !== '' || filters.to !== '';
  const data = history.data;
  // Attempts cancelled before any charge (an abandoned 3-D Secure, a replaced intent) are noise in a
  // money history: hidden unless asked for (the status filter "Cancelled", or "show them").
  const [showAttempts, setShowAttempts] = useState(false);
  const attempts = data?.payments.filter(isDroppedAttempt) ?? [];
  const shown = showAttempts || filters.status === 'CANCELLED' ? (data?.payments ?? []) : (data?.payments.filter((payment) => !isDroppedAttempt(payment)) ?? []);

  return (
    <section aria-labelledby="history-title" className={`${card} flex flex-col gap-4`}>
      <div>
        <h2 id="history-title" className={sectionTitle}>
          {t('history.title')}
        </h2>
        <p className={mutedText}>{t('history.description')}</p>
      </div>

      <div role="group" aria-label={t('history.filters')} className="grid gap-3 sm:grid-cols-3 sm:items-start">
        <SelectField id={`${id}-status`} label={t('history.status')} value={filters.status} onChange={(event) => change({ status: event.target.value as Filters['status'] })}>
          <option value="">{t('history.allStatuses')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <DateField id={`${id}-from`} label={t('history.from')} value={filters.from} max={filters.to || undefined} onChange={(from) => isDateOrEmpty(from) && change({ from })} />
        <DateField id={`${id}-to`} label={t('history.to')} value={filters.to} min={filters.from || undefined} align="end" onChange={(to) => isDateOrEmpty(to) && change({ to })} />
      </div>
      {filtered && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => change(NO_FILTERS)}>
          {t('history.reset')}
        </Button>
      )}

      <div aria-live="polite" aria-busy={history.isFetching || undefined} className="flex flex-col gap-3">
        {history.isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Spinner className="size-4" /> {t('history.loading')}
          </p>
        ) : history.isError || !data ? (
          <div role="alert" className={`${alertBox.error} flex-wrap items-center justify-between`}>
            <span>{paymentErrorText(t, history.error, 'historyFailed')}</span>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('actions.retry')}
            </Button>
          </div>
        ) : data.payments.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
            <Receipt aria-hidden="true" className="size-6 text-slate-400" />
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(filtered ? 'history.emptyFiltered' : 'history.empty')}</p>
          </div>
        ) : (
          <>
            <p className={mutedText}>{t('history.total', { total: data.total })}</p>
            {attempts.length > 0 && filters.status !== 'CANCELLED' && (
              <p className={`${mutedText} flex flex-wrap items-center gap-x-2`}>
                {t(showAttempts ? 'history.attemptsShown' : 'history.attemptsHidden', { count: attempts.length })}
                <Button variant="ghost" size="sm" onClick={() => setShowAttempts((current) => !current)}>
                  {t(showAttempts ? 'history.hideAttempts' : 'history.showAttempts')}
                </Button>
              </p>
            )}
            <ul className="flex flex-col gap-3">
              {shown.map((payment) => (
                <li key={payment.id}>
                  <PaymentRow payment={payment} />
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <nav aria-label={t('history.pages')} className="flex items-center justify-between gap-3 pt-1">
                <Button variant="outline" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1 || history.isFetching}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t('history.previous')}
                </Button>
                <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{t('history.page', { page: data.page, total: data.totalPages })}</span>
                <Button variant="outline" size="sm" onClick={() => setPage((current) => current + 1)} disabled={page >= data.totalPages || history.isFetching}>
                  {t('history.next')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
};

const PaymentRow = ({ payment }: { payment: Payment }) => {
  const { t, i18n } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formatInstant = useFormatInstant();
  const titleId = useId();
  const [download, { isLoading }] = useDownloadInvoiceMutation();

  const saveInvoice = async () => {
    try {
      const file = await download({ paymentId: payment.id, lang: invoiceLanguage(i18n.language) }).unwrap();
      downloadFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(paymentErrorText(t, error, 'invoiceFailed'));
    }
  };

  return (
    <article aria-labelledby={titleId} data-payment-id={payment.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-white">
            {payment.service.name}
          </h3>
          <p className={mutedText}>{payment.specialist.name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
            <span className="sr-only">{t('history.amount')}: </span>
            {formatMoney(payment.amount, payment.currency)}
          </span>
          <PaymentStatusBadge status={payment.status} />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <HistoryFact label={t('history.type')} value={t(`type.${payment.type}`)} />
        <HistoryFact label={t('history.date')} value={formatInstant(payment.paidAt ?? payment.createdAt)} />
        <HistoryFact label={t('history.visit')} value={formatInstant(payment.scheduledAt)} />
        {payment.paymentMethod && <HistoryFact label={t('history.card')} value={cardLabel(payment.paymentMethod)} />}
        {payment.amountRefunded > 0 && <HistoryFact label={t('history.refunded')} value={formatMoney(payment.amountRefunded, payment.currency)} strong />}
        {payment.pointsRedeemed > 0 && <HistoryFact label={t('history.points')} value={t('result.pointsValue', { count: payment.pointsRedeemed, amount: formatMoney(payment.pointsRedeemed * POINT_VALUE_UAH, payment.currency) })} />}
        {payment.status === 'FAILED' && <HistoryFact label={t('history.failure')} value={declineText(t, payment.failureCode)} />}
      </dl>
      {isUnfinished(payment) && <UnfinishedPaymentActions payment={payment} />}
      {/* An invoice exists once money was taken (and stays after a refund). */}
      {payment.paidAt !== null && (
        <Button variant="outline" size="sm" className="self-start max-sm:h-10" onClick={() => void saveInvoice()} disabled={isLoading}>
          {isLoading ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
          {t('history.invoice')}
        </Button>
      )}
    </article>
  );
};

const HistoryFact = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <div className="flex min-w-0 flex-wrap gap-x-1.5">
    <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
    <dd className={strong ? 'font-semibold text-slate-900 dark:text-white' : 'break-words text-slate-700 dark:text-slate-300'}>{value}</dd>
  </div>
);
