import { BriefcaseBusiness, CalendarDays, Clock, Globe, Languages, MapPin, MessageCircle, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Service, SpecialistProfile } from '@vizyt/contracts';
import { useViewer } from '@/stores/viewer';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetSpecialistProfileQuery, useGetSpecialistServicesQuery } from '../api/catalog-api';
import { CatalogErrorState } from '../components/catalog-error-state';
import { FavoriteButton } from '../components/favorite-button';
import { PortfolioGallery } from '../components/portfolio-gallery';
import { RatingBadge } from '../components/rating-badge';
import { ReviewsPlaceholder } from '../components/reviews-placeholder';
import { ServiceCard } from '../components/service-card';
import { card, focusRing, pageFrame, sectionTitle } from '../components/styles';
import { VerifiedBadge } from '../components/verified-badge';
import { isNotFound } from '../model/api-error';
import { languageName } from '../model/language-name';
import type { ReviewsSection } from '../model/reviews-slot';

/** /specialist/:specialistId — a specialist's public profile with their services and reviews (`reviews`, composed in app/). */
export const SpecialistPage = ({ reviews }: { reviews?: ReviewsSection }) => {
  const { specialistId = '' } = useParams();
  const { t } = useTranslation('catalog');
  const { data: profile, error, isFetching, refetch } = useGetSpecialistProfileQuery(specialistId);
  const services = useGetSpecialistServicesQuery(specialistId, { skip: !profile });

  return (
    <div className={pageFrame}>
      {profile ? (
        <SpecialistDetails profile={profile} services={services.data} servicesLoading={services.isLoading} reviews={reviews} />
      ) : error && !isFetching ? (
        <CatalogErrorState
          message={t(isNotFound(error) ? 'error.specialistNotFound' : 'error.specialistFailed')}
          onRetry={() => void refetch()}
        />
      ) : (
        <FullPageSpinner label={t('loading')} />
      )}
    </div>
  );
};

interface SpecialistDetailsProps {
  profile: SpecialistProfile;
  services: Service[] | undefined;
  servicesLoading: boolean;
  reviews: ReviewsSection | undefined;
}

const Stat = ({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) => (
  <div className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-800/60">
    <dt className="flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm dark:text-slate-400">
      <span className="shrink-0 text-brand-700 dark:text-brand-300">{icon}</span>
      {label}
    </dt>
    <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{value}</dd>
  </div>
);

/**
 * "Send message": a customer opens the conversation with this specialist (/messages?to=…, which
 * opens an existing one instead); a guest signs in first and comes back there. Specialists and
 * admins do not write to specialists, so they do not see it.
 */
const SendMessageLink = ({ specialistId }: { specialistId: string }) => {
  const { t } = useTranslation('catalog');
  const role = useViewer()?.role ?? null;
  if (role !== null && role !== 'CUSTOMER') return null;
  const conversation = paths.customer.conversation({ to: specialistId });
  return (
    <Link to={role ? conversation : paths.auth.login(conversation)} className={buttonClasses('outline', 'md', `flex-1 md:flex-none ${focusRing}`)}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('specialist.sendMessage')}
    </Link>
  );
};

const SpecialistDetails = ({ profile, services, servicesLoading, reviews: Reviews }: SpecialistDetailsProps) => {
  const { t, i18n } = useTranslation('catalog');
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const firstService = services?.[0];
  const number = new Intl.NumberFormat(i18n.language);
  const ratingValue = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(profile.rating);
  const workModes = [profile.worksOnline && t('specialist.online'), profile.worksInPerson && t('specialist.inPerson')].filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="specialist-name" className={card}>
        <div className="flex flex-col gap-5 md:flex-row md:items-start">
          <Avatar
            firstName={profile.firstName}
            lastName={profile.lastName}
            src={profile.avatar}
            className="size-20 text-2xl sm:size-24"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 id="specialist-name" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {name}
              </h1>
              {profile.isVerified && <VerifiedBadge />}
            </div>
            {profile.businessName && <p className="mt-1 font-medium break-words text-slate-700 dark:text-slate-200">{profile.businessName}</p>}
            <p className="mt-1 text-brand-700 dark:text-brand-300">{profile.specialization}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
              <RatingBadge rating={profile.rating} reviewCount={profile.reviewCount} />
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {profile.city}
              </span>
              <span className="inline-flex items-center gap-1">
                <Globe aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('specialist.workModes')}: </span>
                {workModes.join(' · ')}
              </span>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row md:w-56 md:flex-col">
            {firstService ? (
              <Link to={paths.booking(firstService.id)} className={buttonClasses('primary', 'md', `flex-1 md:flex-none ${focusRing}`)}>
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('specialist.book')}
              </Link>
            ) : null}
            <SendMessageLink specialistId={profile.id} />
            <FavoriteButton kind="specialist" id={profile.id} className="flex-1 md:flex-none" />
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat icon={<BriefcaseBusiness aria-hidden="true" className="size-4" />} label={t('specialist.yearsOfExperience')} value={number.format(profile.yearsOfExperience)} />
          <Stat icon={<Users aria-hidden="true" className="size-4" />} label={t('specialist.completedJobs')} value={number.format(profile.completedJobs)} />
          <Stat
            icon={<Clock aria-hidden="true" className="size-4" />}
            label={t('specialist.responseTime')}
            value={t('specialist.responseMinutes', { minutes: profile.responseTimeMinutes })}
          />
          <Stat
            icon={<Star aria-hidden="true" className="size-4" />}
            label={t('specialist.rating')}
            value={profile.reviewCount > 0 ? ratingValue : t('rating.newShort')}
          />
        </dl>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="specialist-services" className={card}>
            <h2 id="specialist-services" className={sectionTitle}>
              {t('specialist.services')}
            </h2>
            {servicesLoading ? (
              <FullPageSpinner label={t('loading')} className="min-h-32" />
            ) : services && services.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-600 dark:text-slate-400">{t('specialist.noServices')}</p>
            )}
          </section>
          <PortfolioGallery photos={profile.portfolio ?? []} />
          {Reviews ? <Reviews target={{ specialistId: profile.id }} /> : <ReviewsPlaceholder />}
        </div>

        <aside aria-label={t('specialist.details')} className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <section aria-labelledby="specialist-about" className={card}>
            <h2 id="specialist-about" className={sectionTitle}>
              {t('specialist.about')}
            </h2>
            <p className="mt-3 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{profile.bio || t('specialist.noBio')}</p>
            {profile.languages.length > 0 && (
              <>
                <h3 className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 dark:text-slate-400">
                  <Languages aria-hidden="true" className="size-4" />
                  {t('specialist.languages')}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {profile.languages.map((code) => (
                    <li key={code} className="rounded-lg bg-slate-100 px-2.5 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                      {languageName(code, i18n.language)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-5 text-sm text-slate-500 dark:text-slate-400">
              {t('specialist.memberSince', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(profile.memberSince)),
              })}
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
};
