import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Coins, RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { Loyalty } from '../api/loyalty-api';
import { useLoyaltyFormat } from '../model/format';
import { card, sectionTitle } from './styles';

/** A visit of this price makes the example under the rules. */
const EXAMPLE_PRICE_UAH = 1000;

/**
 * "How to earn and spend", written from the rules the server sends (GET /loyalty `rules`), so the
 * page never states a rule the server does not apply: 1 point per 10 ₴ paid online for a completed
 * visit, 1 point = 1 ₴, at most 20 % of a payment, 12 months to use them, points back on a refund.
 */
export const HowItWorks = ({ rules, className }: { rules: Loyalty['rules']; className?: string }) => {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  const percent = Math.round(rules.maxShare * 100);
  const earned = Math.floor(EXAMPLE_PRICE_UAH / rules.uahPerPoint);
  const spendable = Math.floor((EXAMPLE_PRICE_UAH * rules.maxShare) / rules.pointValueUah);
  const items: Array<{ key: string; icon: LucideIcon; tone: string; title: string; text: string }> = [
    {
      key: 'earn',
      icon: Sparkles,
      tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300',
      title: t('rules.earnTitle'),
      text: t('rules.earn', { amount: format.uah(rules.uahPerPoint) }),
    },
    {
      key: 'spend',
      icon: Coins,
      tone: 'bg-accent-100 text-accent-800 dark:bg-accent-900/40 dark:text-accent-200',
      title: t('rules.spendTitle'),
      text: t('rules.spend', { value: format.uah(rules.pointValueUah), percent }),
    },
    {
      key: 'expire',
      icon: CalendarClock,
      tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
      title: t('rules.expireTitle'),
      text: t('rules.expire', { count: rules.expiryMonths }),
    },
    {
      key: 'return',
      icon: RotateCcw,
      tone: 'bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200',
      title: t('rules.returnTitle'),
      text: t('rules.return'),
    },
  ];
  return (
    <section aria-labelledby="loyalty-rules-title" className={cn(card, 'flex flex-col gap-4', className)}>
      <h2 id="loyalty-rules-title" className={sectionTitle}>
        {t('rules.title')}
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map(({ key, icon: Icon, tone, title, text }) => (
          <li key={key} data-testid={`rule-${key}`} className="flex items-start gap-3">
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium text-slate-900 dark:text-white">{title}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p data-testid="rule-example" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {t('rules.example', {
          price: format.uah(EXAMPLE_PRICE_UAH),
          earned: t('points', { count: earned, value: format.points(earned) }),
          max: t('points', { count: spendable, value: format.points(spendable) }),
        })}
      </p>
    </section>
  );
};
