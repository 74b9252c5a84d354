import { useEffect, useId, useState } from 'react';
import { CalendarDays, Clock, Flag, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Service } from '@vizyt/contracts';
import { useIsSignedIn } from '@/stores/viewer';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetServiceQuery, useGetSimilarServicesQuery, useRecordServiceViewMutation } from '../api/catalog-api';
import { CatalogErrorState } from '../components/catalog-error-state';
import { FavoriteButton } from '../components/favorite-button';
import { RatingBadge } from '../components/rating-badge';
import { ReportDialog } from '../components/report-dialog';
import { ReviewsPlaceholder } from '../components/reviews-placeholder';
import { categoryName, ServiceCard } from '../components/service-card';
import { card, focusRing, pageFrame, sectionTitle } from '../components/styles';
import { VerifiedBadge } from '../components/verified-badge';
import { isNotFound } from '../model/api-error';
import type { ReviewsSection } from '../model/reviews-slot';
import { sortTimeSlots, sortWeekdays } from '../model/weekdays';

/** /service/:serviceId — a service with its specialist, schedule, similar services and reviews (`reviews`, composed in app/). */
export const ServicePage = ({ reviews }: { reviews?: ReviewsSection }) => {
  const { serviceId = '' } = useParams();
  const { t } = useTranslation('catalog');
  const { data: service, error, isFetching, refetch } = useGetServiceQuery(serviceId);
  const [recordView] = useRecordServiceViewMutation();

  // One view per opening of the page (and per service when navigating between similar ones).
  useEffect(() => {
    if (serviceId) void recordView(serviceId);
  }, [serviceId, recordView]);

  return (
    <div className={pageFrame}>
      {service ? (
        <ServiceDetails service={service} reviews={reviews} />
      ) : error && !isFetching ? (
        <CatalogErrorState
          message={t(isNotFound(error) ? 'error.serviceNotFound' : 'error.serviceFailed')}
          onRetry={() => void refetch()}
        />
      ) : (
        <FullPageSpinner label={t('loading')} />
      )}
    </div>
  );
};

const ServiceDetails = ({ service, reviews: Reviews }: { service: Service; reviews: ReviewsSection | undefined }) => {
  const { t } = useTranslation('catalog');
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useIsSignedIn();
  const [reportOpen, setReportOpen] = useState(false);
  const category = categoryName(service);
  const days = sortWeekdays(service.availableDays);
  const slots = sortTimeSlots(service.timeSlots);

  const openReport = () => {
    if (!isAuthenticated) {
      void navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    setReportOpen(true);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="service-title" className={card}>
          {category && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
              <Tag aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('service.category')}: </span>
              {category}
            </p>
          )}
          <h1 id="service-title" className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {service.name}
          </h1>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <div className="flex items-baseline gap-2">
              <dt className="text-sm text-slate-500 dark:text-slate-400">{t('service.price')}</dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-white">{formatPrice(service.price)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-sm text-slate-500 dark:text-slate-400">
                <Clock aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
                {t('service.duration')}
              </dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{t('service.durationValue', { minutes: service.duration })}</dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Link to={paths.booking(service.id)} className={buttonClasses('primary', 'lg', focusRing)}>
              <CalendarDays aria-hidden="true" className="size-5" />
              {t('service.book')}
            </Link>
            <FavoriteButton kind="service" id={service.id} className="h-12" />
          </div>
        </section>

        <SpecialistSummary service={service} className="lg:hidden" />

        <section aria-labelledby="service-about" className={card}>
          <h2 id="service-about" className={sectionTitle}>
            {t('service.about')}
          </h2>
          <p className="mt-3 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{service.description}</p>
        </section>

        <section aria-labelledby="service-availability" className={card}>
          <h2 id="service-availability" className={sectionTitle}>
            {t('service.availability')}
          </h2>
          <h3 className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">{t('service.days')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {days.map((day) => (
              <li key={day} className="rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {t(`days.${day}`)}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">{t('service.timeSlots')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {slots.map((slot) => (
              <li
                key={slot}
                className="rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium tabular-nums text-slate-800 dark:border-slate-700 dark:text-slate-100"
              >
                {slot}
              </li>
            ))}
          </ul>
        </section>

        {Reviews ? <Reviews target={{ serviceId: service.id }} /> : <ReviewsPlaceholder />}
      </div>

      <aside className="flex min-w-0 flex-col gap-6" aria-label={t('service.sidebar')}>
        <SpecialistSummary service={service} className="hidden lg:block" />

        <SimilarServices serviceId={service.id} />

        <div className="flex justify-center lg:justify-start">
          <Button variant="ghost" size="sm" onClick={openReport}>
            <Flag aria-hidden="true" className="size-4" />
            {t('report.open')}
          </Button>
        </div>
      </aside>

      <ReportDialog serviceId={service.id} open={reportOpen} onClose={() => setReportOpen(false)} />
    </div>
  );
};

/** Who provides the service; shown under the title on small screens and in the sidebar on large ones. */
const SpecialistSummary = ({ service, className }: { service: Service; className?: string }) => {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const [firstName, ...rest] = service.specialist.name.split(' ');
  return (
    <section aria-labelledby={titleId} className={cn(card, className)}>
      <h2 id={titleId} className={sectionTitle}>
        {t('service.specialist')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar
          firstName={firstName}
          lastName={rest.at(-1)}
          src={service.specialist.avatar}
          className="size-14 text-base"
        />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{service.specialist.name}</p>
          {service.specialist.businessName && (
            <p className="text-sm break-words text-slate-600 dark:text-slate-400">{service.specialist.businessName}</p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">{service.specialist.specialization}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        {service.specialist.isVerified && <VerifiedBadge />}
        <RatingBadge rating={service.specialist.rating} reviewCount={service.specialist.reviewCount} />
      </div>
      <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        <MapPin aria-hidden="true" className="size-4" />
        {service.specialist.city}
      </p>
      <Link to={paths.specialistProfile(service.specialist.id)} className={buttonClasses('outline', 'md', `mt-4 w-full ${focusRing}`)}>
        {t('service.viewProfile')}
      </Link>
    </section>
  );
};

const SimilarServices = ({ serviceId }: { serviceId: string }) => {
  const { t } = useTranslation('catalog');
  const { data: similar } = useGetSimilarServicesQuery(serviceId);
  // Similar services are extra: nothing to show (or a failed call) hides the section.
  if (!similar || similar.length === 0) return null;
  return (
    <section aria-labelledby="service-similar">
      <h2 id="service-similar" className={sectionTitle}>
        {t('service.similar')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {similar.map((item) => (
          <li key={item.id}>
            <ServiceCard service={item} showSpecialist />
          </li>
        ))}
      </ul>
    </section>
  );
};
