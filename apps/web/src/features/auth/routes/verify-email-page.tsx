import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/stores/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { dashboardPath, paths } from '@/config/paths';
import { emailVerified } from '@/stores/auth-slice';
import { useViewer } from '@/stores/viewer';
import { useVerifyEmailMutation } from '../api/auth-api';
import { ResendVerification } from '../components/resend-verification';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';
import { useSpendTokenOnce } from '../hooks/use-spend-token-once';
import { authErrorKey, errorCodeOf } from '../model/auth-errors';

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' | 'missing' | 'other'; messageKey: string };

const titleKey: Record<Extract<Outcome, { kind: 'failed' }>['code'], string> = {
  TOKEN_EXPIRED: 'verify.expiredTitle',
  TOKEN_INVALID: 'verify.invalidTitle',
  missing: 'verify.invalidTitle',
  other: 'verify.failedTitle',
};

/**
 * /auth/verify-email?token=…: confirms the address as soon as the page opens (once, even under
 * StrictMode), then offers sign-in; a bad or expired link offers a new e-mail instead.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const user = useViewer();
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const spend = useCallback(
    (value: string) => {
      verify({ token: value })
        .unwrap()
        .then(() => {
          dispatch(emailVerified());
          setOutcome({ kind: 'verified' });
        })
        .catch((error: unknown) => {
          const code = errorCodeOf(error);
          setOutcome({
            kind: 'failed',
            code: code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID' ? code : 'other',
            // The title already says "expired"; the text says what to do about it (spec section 5).
            messageKey: code === 'TOKEN_EXPIRED' ? 'auth:verify.expiredDescription' : authErrorKey(error, 'verifyEmail'),
          });
        });
    },
    [verify, dispatch],
  );
  useSpendTokenOnce(token, attempt, spend);

  const shown: Outcome = token ? outcome : { kind: 'failed', code: 'missing', messageKey: 'auth:verify.missingDescription' };

  if (shown.kind === 'verifying') return <StatusView tone="pending" title={t('verify.verifying')} />;

  if (shown.kind === 'verified') {
    return (
      <StatusView tone="success" title={t('verify.doneTitle')} description={user ? t('verify.doneSignedIn') : t('verify.doneDescription')}>
        {user ? (
          <Link to={dashboardPath(user.role)} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('verify.toDashboard')}
          </Link>
        ) : (
          <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('verify.signIn')}
          </Link>
        )}
      </StatusView>
    );
  }

  const canResend = shown.code !== 'other';
  return (
    <StatusView tone="error" title={t(titleKey[shown.code])} description={errorText(shown.messageKey)}>
      {shown.code === 'other' && (
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            setOutcome({ kind: 'verifying' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('verify.retry')}
        </Button>
      )}
      {canResend && (
        <section aria-labelledby="resend-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="resend-title" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('verify.resendTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('verify.resendDescription')}</p>
          <ResendVerification email={user?.email || undefined} />
        </section>
      )}
      <Link to={user ? dashboardPath(user.role) : paths.auth.login()} className={buttonClasses('ghost', 'md', 'w-full')}>
        {user ? t('verify.toDashboard') : t('verify.signIn')}
      </Link>
    </StatusView>
  );
};
