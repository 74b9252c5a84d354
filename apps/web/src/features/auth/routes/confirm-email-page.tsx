import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/stores/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { emailVerified, userUpdated } from '@/stores/auth-slice';
import { useViewer } from '@/stores/viewer';
import { useConfirmEmailChangeMutation } from '../api/auth-api';
import { StatusView } from '../components/status-view';
import { useSpendTokenOnce } from '../hooks/use-spend-token-once';
import { errorCodeOf } from '../model/auth-errors';

type Outcome = { kind: 'confirming' } | { kind: 'confirmed'; email: string | null } | { kind: 'failed'; code: string | null };

/** Settings link of the signed-in person (the e-mail section lives in the Account tab). */
const settingsPath = (role: string) => (role === 'SPECIALIST' ? paths.specialist.settings : paths.customer.settings);

/**
 * /auth/confirm-email?token=…: the link sent to a new address after an e-mail change in
 * Settings (issue #14). Posts the token once (even under StrictMode); the account's address is
 * the new one from then on. An expired or used link sends the person back to Settings to ask again.
 */
export const ConfirmEmailPage = () => {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const user = useViewer();
  const [confirm] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const spend = useCallback(
    (value: string) => {
      confirm({ token: value })
        .unwrap()
        .then(({ user: updated }) => {
          if (updated.email) {
            dispatch(userUpdated({ email: updated.email }));
            dispatch(emailVerified());
          }
          setOutcome({ kind: 'confirmed', email: updated.email ?? null });
        })
        .catch((error: unknown) => setOutcome({ kind: 'failed', code: errorCodeOf(error) }));
    },
    [confirm, dispatch],
  );
  useSpendTokenOnce(token, attempt, spend);

  const shown: Outcome = token ? outcome : { kind: 'failed', code: 'TOKEN_INVALID' };
  const next = user ? (
    <Link to={settingsPath(user.role)} className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('confirmEmail.toSettings')}
    </Link>
  ) : (
    <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('verify.signIn')}
    </Link>
  );

  if (shown.kind === 'confirming') return <StatusView tone="pending" title={t('confirmEmail.confirming')} />;

  if (shown.kind === 'confirmed') {
    return (
      <StatusView
        tone="success"
        title={t('confirmEmail.doneTitle')}
        description={shown.email ? t('confirmEmail.doneDescription', { email: shown.email }) : t('confirmEmail.doneNoEmail')}
      >
        {next}
      </StatusView>
    );
  }

  const linkProblem = shown.code === 'TOKEN_EXPIRED' || shown.code === 'TOKEN_INVALID';
  return (
    <StatusView
      tone="error"
      title={t(shown.code === 'TOKEN_EXPIRED' ? 'confirmEmail.expiredTitle' : linkProblem ? 'confirmEmail.invalidTitle' : 'confirmEmail.failedTitle')}
      description={linkProblem ? t('confirmEmail.askAgain') : t([`errors:codes.${shown.code ?? 'UNKNOWN'}`, 'auth:confirmEmail.failed'])}
    >
      {!linkProblem && (
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            setOutcome({ kind: 'confirming' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('verify.retry')}
        </Button>
      )}
      {next}
    </StatusView>
  );
};
