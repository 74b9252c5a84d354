import { CalendarClock, Gift, Heart, MessageCircle, RotateCcw, Search, Sparkles, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UAH_PER_UNIT } from '@vizyt/contracts';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetLoyaltySummaryQuery } from '@/lib/loyalty-balance';
import {
  DASHBOARD_LIMITS,
  useGetDashboardConversationsQuery,
  useGetDashboardFavoritesQuery,
  useGetDashboardRecentCompletedQuery,
  useGetDashboardRecommendedQuery,
  useGetDashboardUpcomingQuery,
  type Service,
} from '../api/dashboard-api';
import { servicesToRebook, useCount, useDay, useVisitTime } from '../model/format';
import { DashboardBlock } from './dashboard-block';
import { focusRing, rowLink } from './styles';

const fresh = { refetchOnMountOrArgChange: true } as const;

interface BlockProps {
  /** Placement in the page's grid. */
  className?: string;
}

const Thumb = ({ children }: { children: string }) => (
  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200">
    {children.trim().charAt(0).toUpperCase()}
  </span>
);

const EmptyWithAction = ({ text, to, action }: { text: string; to: string; action: string }) => (
  <div className="flex flex-col items-start gap-3">
    <p>{text}</p>
    <Link to={to} className={buttonClasses('outline', 'sm', focusRing)}>
      {action}
    </Link>
  </div>
);

/** GET /bookings/upcoming: the next visits, each linking to the bookings page and its service. */
export const UpcomingBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardUpcomingQuery(undefined, fresh);
  const visitTime = useVisitTime();
  const formatPrice = useFormatPrice();
  return (
    <DashboardBlock
      className={className}
      name="upcoming"
      title={t('upcoming.title')}
      icon={CalendarClock}
      more={{ to: paths.customer.bookings, label: t('upcoming.all') }}
      query={query}
      isEmpty={(bookings) => bookings.length === 0}
      empty={<EmptyWithAction text={t('upcoming.empty')} to={paths.search()} action={t('actions.findServices')} />}
    >
      {(bookings) => (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {bookings.map((booking) => (
            <li key={booking.id} data-testid="upcoming-booking" className="py-1 first:pt-0 last:pb-0">
              <Link to={paths.customer.booking(booking.id)} className={rowLink} aria-label={t('upcoming.open', { service: booking.service.name, time: visitTime(booking.scheduledAt) })}>
                <Thumb>{booking.service.name}</Thumb>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-slate-900 dark:text-white">{booking.service.name}</span>
                  <span className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {visitTime(booking.scheduledAt)} · {booking.specialist.name}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">{formatPrice(booking.amount * UAH_PER_UNIT[booking.currency])}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-medium',
                      booking.status === 'PENDING'
                        ? 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'
                        : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
                    )}
                  >
                    {t(`status.${booking.status}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
};

/** Find services (always there), and book again a service of a recent completed visit in one click. */
export const QuickActionsBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardRecentCompletedQuery(undefined, fresh);
  return (
    <DashboardBlock
      className={className}
      name="actions"
      title={t('actions.title')}
      icon={Zap}
      query={query}
      skeletonRows={2}
      lead={
        <>
          <Link to={paths.search()} className={buttonClasses('primary', 'md', cn('w-full', focusRing))}>
            <Search aria-hidden="true" className="size-4" />
            {t('actions.findServices')}
          </Link>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('actions.rebookTitle')}</h3>
        </>
      }
      isEmpty={(bookings) => bookings.length === 0}
      empty={<p>{t('actions.rebookEmpty')}</p>}
    >
      {(bookings) => (
        <ul className="flex flex-col gap-2">
          {servicesToRebook(bookings, 3).map((booking) => (
            <li key={booking.service.id} data-testid="rebook-item">
              <Link
                to={paths.booking(booking.service.id)}
                className={cn(rowLink, 'mx-0 border border-slate-200 px-3 dark:border-slate-700')}
              >
                {/* Named by what it shows (service, specialist, "Book again"): visible text in the name, WCAG 2.5.3. */}
                <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-slate-900 dark:text-white">{booking.service.name}</span>{' '}
                  <span className="truncate text-xs text-slate-600 dark:text-slate-400">{booking.specialist.name}</span>
                </span>{' '}
                <span className="shrink-0 text-sm font-medium text-brand-700 dark:text-brand-300">{t('actions.rebookShort')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
};

const ServiceRows = ({ services, testId }: { services: Service[]; testId: string }) => {
  const formatPrice = useFormatPrice();
  return (
    <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
      {services.map((service) => (
        <li key={service.id} data-testid={testId} className="py-1 first:pt-0 last:pb-0">
          <Link to={paths.service(service.id)} className={rowLink}>
            <Thumb>{service.name}</Thumb>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-slate-900 dark:text-white">{service.name}</span>
              <span className="truncate text-sm text-slate-600 dark:text-slate-400">{service.specialist.businessName ?? service.specialist.name}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums dark:text-white">{formatPrice(service.price * UAH_PER_UNIT[service.currency])}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** The favourite services (GET /services/favorites), the first few. */
export const FavoritesBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardFavoritesQuery(undefined, fresh);
  return (
    <DashboardBlock
      className={className}
      name="favorites"
      title={t('favorites.title')}
      icon={Heart}
      more={{ to: paths.customer.favorites, label: t('favorites.all') }}
      query={query}
      isEmpty={(services) => services.length === 0}
      empty={<EmptyWithAction text={t('favorites.empty')} to={paths.search()} action={t('actions.findServices')} />}
    >
      {(services) => <ServiceRows services={services.slice(0, DASHBOARD_LIMITS.favorites)} testId="favorite-service" />}
    </DashboardBlock>
  );
};

/** GET /services/recommended: from the categories the customer likes, else the featured list. */
export const RecommendedBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardRecommendedQuery(undefined, fresh);
  return (
    <DashboardBlock
      className={className}
      name="recommended"
      title={t('recommended.title')}
      icon={Sparkles}
      more={{ to: paths.search(), label: t('recommended.all') }}
      query={query}
      isEmpty={(services) => services.length === 0}
      empty={<p>{t('recommended.empty')}</p>}
    >
      {(services) => <ServiceRows services={services.slice(0, DASHBOARD_LIMITS.recommended)} testId="recommended-service" />}
    </DashboardBlock>
  );
};

/** The loyalty balance and what expires soon (GET /loyalty: the one summary query the header's badge mirrors too). */
export const LoyaltyBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetLoyaltySummaryQuery(undefined, fresh);
  const count = useCount();
  const day = useDay();
  const formatPrice = useFormatPrice();
  return (
    <DashboardBlock
      className={className}
      name="loyalty"
      title={t('loyalty.title')}
      icon={Gift}
      more={{ to: paths.customer.loyalty, label: t('loyalty.all') }}
      query={query}
      skeletonRows={1}
      isEmpty={(loyalty) => loyalty.balance === 0 && loyalty.total === 0}
      empty={<EmptyWithAction text={t('loyalty.empty', { amount: formatPrice(query.data?.rules.uahPerPoint ?? 0) })} to={paths.search()} action={t('actions.findServices')} />}
    >
      {(loyalty) => (
        <div className="flex flex-col gap-2">
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="loyalty-balance">
              {count(loyalty.balance)}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('loyalty.points', { count: loyalty.balance })}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('loyalty.worth', { amount: formatPrice(loyalty.balance * loyalty.rules.pointValueUah) })}</p>
          {loyalty.expiringSoon && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
              {t('loyalty.expiring', { count: loyalty.expiringSoon.points, date: day(loyalty.expiringSoon.date) })}
            </p>
          )}
        </div>
      )}
    </DashboardBlock>
  );
};

/** Unread messages (GET /conversations): the total and the conversations that have them. */
export const MessagesBlock = ({ className }: BlockProps) => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardConversationsQuery(undefined, fresh);
  return (
    <DashboardBlock
      className={className}
      name="messages"
      title={t('messages.title')}
      icon={MessageCircle}
      more={{ to: paths.customer.messages, label: t('messages.all') }}
      query={query}
      skeletonRows={2}
      isEmpty={(summary) => summary.unreadTotal === 0}
      empty={<p>{t('messages.empty')}</p>}
    >
      {(summary) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-slate-900 dark:text-white" data-testid="unread-total">
            {t('messages.unread', { count: summary.unreadTotal })}
          </p>
          <ul className="flex flex-col gap-1">
            {summary.conversations
              .filter((conversation) => conversation.unreadCount > 0)
              .slice(0, DASHBOARD_LIMITS.conversations)
              .map((conversation) => (
                <li key={conversation.id} data-testid="unread-conversation">
                  <Link to={paths.customer.conversation({ c: conversation.id })} className={rowLink}>
                    <Thumb>{conversation.participant.name}</Thumb>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium text-slate-900 dark:text-white">{conversation.participant.name}</span>
                      {conversation.lastMessage && <span className="truncate text-sm text-slate-600 dark:text-slate-400">{conversation.lastMessage.content}</span>}
                    </span>
                    <span className="flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums" aria-label={t('messages.unread', { count: conversation.unreadCount })}>
                      {conversation.unreadCount}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      )}
    </DashboardBlock>
  );
};

