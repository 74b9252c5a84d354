import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text of a form error. Messages are validation keys of the contracts ('invalidEmail' →
 * validation:invalidEmail) or full keys with a namespace ('errors:codes.EMAIL_TAKEN'); anything
 * else (a server text we have no translation for) is shown as it is.
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation(['validation', 'errors', 'auth']);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = message.includes(':') ? message : `validation:${message}`;
      return i18n.exists(key) ? t(key) : message;
    },
    [t, i18n],
  );
};
