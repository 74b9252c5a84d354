import { useTranslation } from 'react-i18next';
import type { Service } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { Facts, type Fact } from '@/components/ui/facts';
import { useFormatPrice } from '@/hooks/use-format-price';
import { asksForAddress, type BookingDetails, type VisitPlace } from '../model/booking-details';
import { formatDateTime, formatZone } from '../model/visitor-time';
import { card } from './styles';

export interface ConfirmationFactsProps {
  service: Service;
  slot: string;
  details: BookingDetails;
  place: VisitPlace;
  timezone: string;
  locale: string;
  /** How the customer pays, as the payment step put it (null: at the visit). */
  payment: string | null;
}

/** The Confirmation step: everything the booking will be, as the customer chose it. */
export const ConfirmationFacts = ({ service, slot, details, place, timezone, locale, payment }: ConfirmationFactsProps) => {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const location = details.location.trim();
  const notes = details.notes.trim();
  const facts: Fact[] = [
    { label: t('confirm.service'), value: service.name },
    { label: t('confirm.specialist'), value: service.specialist.name },
    {
      label: t('confirm.when'),
      value: (
        <>
          <span className="block first-letter:uppercase">{formatDateTime(slot, timezone, locale)}</span>
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{formatZone(timezone, locale, new Date(slot))}</span>
        </>
      ),
    },
    { label: t('confirm.duration'), value: t('payment.minutes', { minutes: service.duration }) },
    {
      label: t('confirm.format'),
      value: details.type === 'online' ? `${t('details.online')}${details.videoCall ? `, ${t('confirm.videoCall')}` : ''}` : t('details.inPerson'),
    },
    ...(details.type === 'in_person'
      ? [
          {
            label: t('confirm.location'),
            value: asksForAddress(details.type, place)
              ? location
              : service.specialist.address
                ? t('confirm.atSpecialistAddress', { address: service.specialist.address })
                : t('confirm.atSpecialist'),
          },
        ]
      : []),
    ...(notes ? [{ label: t('confirm.notes'), value: <span className="whitespace-pre-line">{notes}</span> }] : []),
    { label: t('confirm.payment'), value: payment ?? t('payment.atVisit') },
    { label: t('confirm.total'), value: formatPrice(service.price), emphasis: true },
  ];
  return <Facts facts={facts} />;
};

/** Beside every step: the service, the specialist, the chosen time and the price. */
export const BookingSummary = ({ service, slot, timezone, className }: { service: Service; slot: string | null; timezone: string; className?: string }) => {
  const { t, i18n } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  return (
    <aside aria-labelledby="booking-summary-title" className={cn(card, className)}>
      <h2 id="booking-summary-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('summary.heading')}
      </h2>
      <Facts
        className="mt-2"
        facts={[
          { label: t('confirm.service'), value: service.name },
          { label: t('confirm.specialist'), value: service.specialist.name },
          {
            label: t('confirm.when'),
            value: slot ? (
              <span className="block first-letter:uppercase">{formatDateTime(slot, timezone, i18n.language)}</span>
            ) : (
              <span className="font-normal text-slate-500 dark:text-slate-400">{t('summary.notChosen')}</span>
            ),
          },
          { label: t('confirm.duration'), value: t('payment.minutes', { minutes: service.duration }) },
          { label: t('payment.price'), value: formatPrice(service.price), emphasis: true },
        ]}
      />
    </aside>
  );
};
