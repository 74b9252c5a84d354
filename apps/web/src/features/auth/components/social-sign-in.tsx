import { useTranslation } from 'react-i18next';
import type { PublicConfig, TelegramAuthData } from '../api/auth-api';
import { GoogleSignInButton } from './google-sign-in-button';
import { TelegramLoginButton } from './telegram-login-button';

interface SocialSignInProps {
  config: PublicConfig | undefined;
  mode: 'signin' | 'signup';
  onGoogleCredential: (credential: string) => void;
  onTelegramAuth: (data: TelegramAuthData) => void;
}

/** "or" and the Google / Telegram buttons, each only when the server has it configured. */
export const SocialSignIn = ({ config, mode, onGoogleCredential, onTelegramAuth }: SocialSignInProps) => {
  const { t } = useTranslation('auth');
  const googleClientId = config?.googleClientId || null;
  const telegramBot = config?.telegramBotUsername || null;
  if (!googleClientId && !telegramBot) return null;
  return (
    <section aria-label={t('social.label')} className="mt-6">
      <div className="relative mb-5 flex items-center" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        <span className="px-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('social.divider')}</span>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="flex flex-col items-stretch gap-3">
        {googleClientId && (
          <GoogleSignInButton clientId={googleClientId} onCredential={onGoogleCredential} text={mode === 'signup' ? 'signup_with' : 'signin_with'} />
        )}
        {telegramBot && <TelegramLoginButton botUsername={telegramBot} onAuth={onTelegramAuth} />}
      </div>
    </section>
  );
};
