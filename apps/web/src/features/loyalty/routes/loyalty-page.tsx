import { useEffect, type ReactNode } from 'react';
import { Gift, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/stores/hooks';
import { QueryRetryError } from '@/components/errors/retry-error';
import { buttonClasses } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { userUpdated } from '@/stores/auth-slice';
import { LOYALTY_PAGE_SIZE, useGetLoyaltyQuery, type Loyalty } from '../api/loyalty-api';
import { BalanceSummary } from '../components/balance-summary';
import { HowItWorks } from '../components/how-it-works';
import { LoyaltyHistory } from '../components/loyalty-history';
import { card, focusRing } from '../components/styles';
import { useLoyaltyFormat } from '../model/format';

/** A customer with no points ever: what points are and how the first ones come. */
const NoPointsYet = ({ rules }: { rules: Loyalty['rules'] }) => {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  return (
    <section
      aria-labelledby="loyalty-empty-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900/60"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800 dark:bg-accent-900/40 dark:text-accent-200">
        <Gift aria-hidden="true" className="size-7" />
      </span>
      <h2 id="loyalty-empty-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('empty.title')}
      </h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('empty.body', { amount: format.uah(rules.uahPerPoint) })}</p>
      <Link to={paths.search()} className={buttonClasses('primary', 'md', `mt-2 ${focusRing}`)}>
        <Search aria-hidden="true" className="size-4" />
        {t('empty.action')}
      </Link>
    </section>
  );
};

/**
 * /loyalty (customer, issue #12): the balance, what was earned in all, what expires when, the
 * history of the points (earned, spent, expired, returned) and how to earn and spend them. Asked
 * again each time the page opens; the balance it gets also refreshes the header's.
 */
export const LoyaltyPage = () => {
  const { t } = useTranslation('loyalty');
  const query = useGetLoyaltyQuery({ page: 1, limit: LOYALTY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = query.data;
  // The header shows the session's number: bring it up to date with the balance just heard.
  const dispatch = useAppDispatch();
  const balance = data?.balance;
  useEffect(() => {
    if (balance !== undefined) dispatch(userUpdated({ loyaltyPoints: balance }));
  }, [balance, dispatch]);

  let content: ReactNode;
  if (query.isLoading) {
    content = <FullPageSpinner label={t('loading')} className="min-h-64" />;
  } else if (query.isError || !data) {
    content = (
      <QueryRetryError
        query={query}
        title={t('error.title')}
        message={t('error.body')}
        retryLabel={t('actions.retry')}
        className={card}
      />
    );
  } else if (data.total === 0) {
    content = (
      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NoPointsYet rules={data.rules} />
        <HowItWorks rules={data.rules} />
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <BalanceSummary loyalty={data} />
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <LoyaltyHistory first={data} />
          <HowItWorks rules={data.rules} />
        </div>
      </div>
    );
  }

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('description')}</p>
      </header>
      {content}
    </div>
  );
};
