import { ERROR_CODES, TelegramAuthRequestSchema } from '@vizyt/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { TelegramAuthData } from '../api/auth-api';
import { AccountTypeStep } from '../components/account-type-step';
import { RedirectWhenSignedIn } from '../components/redirect-when-signed-in';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { postSignInPath } from '../model/return-url';

const TELEGRAM_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

/** Telegram's redirect mode (data-auth-url) lands here with the signed fields in the query. */
export const telegramDataFromQuery = (params: URLSearchParams): TelegramAuthData | null => {
  if (!params.has('id') || !params.has('hash')) return null;
  const raw = Object.fromEntries(TELEGRAM_FIELDS.filter((field) => params.has(field)).map((field) => [field, params.get(field)]));
  const parsed = TelegramAuthRequestSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { userType: _ignored, ...data } = parsed.data;
  return data;
};

/** Message key of a provider's `?error=`: cancelled by the person, a known API code, or generic. */
export const callbackErrorKey = (error: string): string => {
  if (['access_denied', 'cancelled', 'canceled', 'user_cancelled', 'popup_closed'].includes(error)) return 'auth:callback.cancelled';
  if ((ERROR_CODES as readonly string[]).includes(error)) return `errors:codes.${error}`;
  return 'auth:callback.failedDescription';
};

const BackToLogin = () => {
  const { t } = useTranslation('auth');
  return (
    <Link to={paths.auth.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('callback.toLogin')}
    </Link>
  );
};

const CallbackView = () => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const telegramData = useMemo(() => telegramDataFromQuery(params), [params]);
  const social = useSocialSignIn();
  const started = useRef(false);
  const [cancelled, setCancelled] = useState(false);
  const { signInWithTelegram } = social;

  useEffect(() => {
    if (providerError || !telegramData || started.current) return;
    started.current = true;
    signInWithTelegram(telegramData);
  }, [providerError, telegramData, signInWithTelegram]);

  if (providerError || cancelled) {
    return (
      <StatusView
        tone="error"
        title={t('callback.failedTitle')}
        description={errorText(providerError ? callbackErrorKey(providerError) : 'auth:callback.cancelled')}
      >
        <BackToLogin />
      </StatusView>
    );
  }
  if (!telegramData) {
    return (
      <StatusView tone="error" title={t('callback.nothingTitle')} description={t('callback.nothingDescription')}>
        <BackToLogin />
      </StatusView>
    );
  }
  if (social.pending) {
    return (
      <AccountTypeStep
        pending={social.pending}
        social={social}
        onCancel={() => {
          social.cancel();
          setCancelled(true);
        }}
      />
    );
  }
  if (social.errorKey) {
    return (
      <StatusView tone="error" title={t('callback.failedTitle')} description={errorText(social.errorKey)}>
        <BackToLogin />
      </StatusView>
    );
  }
  return <StatusView tone="pending" title={t('callback.processing')} />;
};

/**
 * /auth/callback: where an external provider sends people back. Shows the provider's `?error=`,
 * or finishes a Telegram sign-in from the query (with the account-type step for new people),
 * then continues to the returnUrl or the dashboard; anything else links back to login.
 */
export const AuthCallbackPage = () => {
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  return (
    <RedirectWhenSignedIn target={(role) => postSignInPath(returnUrl, role)}>
      <CallbackView />
    </RedirectWhenSignedIn>
  );
};
