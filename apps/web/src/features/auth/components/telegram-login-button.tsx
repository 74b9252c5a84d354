import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelegramAuthData } from '../api/auth-api';

export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';

/** The widget calls a global function by name (data-onauth); this one forwards to the button on screen. */
const CALLBACK_NAME = '__vizytTelegramAuth';

declare global {
  interface Window {
    [CALLBACK_NAME]?: (user: TelegramAuthData) => void;
  }
}

interface TelegramLoginButtonProps {
  botUsername: string;
  onAuth: (data: TelegramAuthData) => void;
}

/**
 * The Telegram Login Widget (an iframe drawn by telegram.org's script), in callback mode: the
 * signed fields come back to this page and go to POST /auth-enhanced/telegram. Rendered only
 * when the server names a bot (GET /config → telegramBotUsername).
 */
export const TelegramLoginButton = ({ botUsername, onAuth }: TelegramLoginButtonProps) => {
  const { i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const onAuthRef = useRef(onAuth);

  useEffect(() => {
    onAuthRef.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    window[CALLBACK_NAME] = (user) => onAuthRef.current(user);
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_SRC;
    script.async = true;
    script.dataset.telegramLogin = botUsername;
    script.dataset.size = 'large';
    script.dataset.radius = '8';
    script.dataset.userpic = 'false';
    script.dataset.requestAccess = 'write';
    script.dataset.lang = i18n.language;
    script.dataset.onauth = `window.${CALLBACK_NAME}(user)`;
    script.onerror = () => console.warn('[auth] the Telegram Login Widget failed to load');
    container.replaceChildren(script);
    return () => {
      container.replaceChildren();
      delete window[CALLBACK_NAME];
    };
  }, [botUsername, i18n.language]);

  return <div ref={containerRef} className="flex min-h-10 w-full justify-center" data-testid="telegram-sign-in" />;
};
