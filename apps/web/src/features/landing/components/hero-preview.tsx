import { CalendarCheck, CircleCheck, MessageCircle, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FEATURED_SPECIALISTS } from '../model/featured-specialists';
import { useMarketingNumbers } from '../model/use-marketing-numbers';
import { SpecialistAvatar } from './specialist-avatar';

/** Decorative booking card beside the hero on wide screens; it repeats nothing a reader needs. */
export function HeroPreview() {
  const { t } = useTranslation('landing');
  const numbers = useMarketingNumbers();
  const sample = FEATURED_SPECIALISTS[0];
  if (!sample) return null;
  const name = t(`featured.specialists.${sample.id}.name`);

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/70 via-accent-100/60 to-transparent blur-2xl dark:from-brand-500/20 dark:via-accent-500/10" />

      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/10 dark:border-slate-700 dark:bg-slate-800 dark:shadow-black/30">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          {t('hero.preview.label')}
        </p>
        <div className="mt-4 flex items-center gap-4">
          <SpecialistAvatar name={name} alt="" colors={sample.avatarColors} className="size-14" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">
              {t(`featured.specialists.${sample.id}.specialty`)}
            </p>
            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
              <Star className="size-4 fill-accent-400 text-accent-400" />
              {numbers.oneDecimal(sample.rating)}
            </p>
          </div>
        </div>

        <div className="mt-6 space-y-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-900/60">
          <p className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
            <CalendarCheck className="size-5 text-brand-600 dark:text-brand-300" />
            {t('hero.preview.when')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('hero.preview.service')}</p>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <CircleCheck className="size-4" />
            {t('hero.preview.confirmed')}
          </p>
        </div>
      </div>

      <div className="absolute -top-5 -right-4 flex items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        <MessageCircle className="size-4 text-brand-600 dark:text-brand-300" />
        {t('hero.preview.reply')}
      </div>
      <div className="absolute -bottom-5 -left-4 flex items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        <ShieldCheck className="size-4 text-emerald-600 dark:text-emerald-400" />
        {t('hero.preview.safePayment')}
      </div>
    </div>
  );
}
