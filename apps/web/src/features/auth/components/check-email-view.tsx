import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DevOutboxNote } from './dev-outbox-note';
import { ResendVerification } from './resend-verification';
import { StatusView } from './status-view';

/** After registration with e-mail verification on: the account exists, the person is still signed out. */
export const CheckEmailView = ({ email }: { email: string }) => {
  const { t } = useTranslation('auth');
  return (
    <StatusView
      tone="info"
      title={t('checkEmail.title')}
      description={<Trans i18nKey="checkEmail.description" ns="auth" values={{ email }} components={{ strong: <strong className="break-words text-slate-900 dark:text-white" /> }} />}
    >
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t('checkEmail.spamHint')}</p>
      <ResendVerification email={email} />
      <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('checkEmail.toLogin')}
      </Link>
      <DevOutboxNote />
    </StatusView>
  );
};
