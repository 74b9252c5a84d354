import { useCallback, useState } from 'react';
import { useGoogleSignInMutation, useTelegramSignInMutation, type SignUpUserType, type TelegramAuthData } from '../api/auth-api';
import { authErrorKey } from '../model/auth-errors';
import { userTypeNeeded, type SocialProfile } from '../model/auth-result';
import { useSessionUpdates } from './use-sign-in';

type Attempt = { provider: 'google'; credential: string } | { provider: 'telegram'; data: TelegramAuthData };

export interface PendingSocialSignIn {
  provider: Attempt['provider'];
  profile: SocialProfile;
}

/**
 * Google and Telegram sign-in. A new user first gets `requiresUserTypeSelection`: no session is
 * set, the page shows the account-type step, and the same credential goes again with the type
 * (spec section 4). `preferredUserType` (chosen on the register page) goes with the first call.
 */
export const useSocialSignIn = (preferredUserType?: SignUpUserType) => {
  const [googleSignIn] = useGoogleSignInMutation();
  const [telegramSignIn] = useTelegramSignInMutation();
  const { signIn, recordFailure } = useSessionUpdates();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [pending, setPending] = useState<PendingSocialSignIn | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const send = useCallback(
    async (next: Attempt, userType: SignUpUserType | undefined) => {
      setBusy(true);
      setErrorKey(null);
      setAttempt(next);
      const typed = userType ? { userType } : {};
      try {
        const answer =
          next.provider === 'google'
            ? await googleSignIn({ credential: next.credential, ...typed }).unwrap()
            : await telegramSignIn({ ...next.data, ...typed }).unwrap();
        const needed = userTypeNeeded(answer);
        if (needed) {
          setPending({ provider: next.provider, profile: needed.profile });
        } else if (signIn(answer)) {
          setPending(null);
        } else {
          throw new Error('The sign-in answer carried no session');
        }
      } catch (error) {
        setErrorKey(authErrorKey(error, next.provider));
        recordFailure(error, next.provider);
      } finally {
        setBusy(false);
      }
    },
    [googleSignIn, telegramSignIn, signIn, recordFailure],
  );

  const signInWithGoogle = useCallback(
    (credential: string) => void send({ provider: 'google', credential }, preferredUserType),
    [send, preferredUserType],
  );
  const signInWithTelegram = useCallback(
    (data: TelegramAuthData) => void send({ provider: 'telegram', data }, preferredUserType),
    [send, preferredUserType],
  );
  const chooseUserType = useCallback(
    (userType: SignUpUserType) => {
      if (attempt) void send(attempt, userType);
    },
    [attempt, send],
  );
  const cancel = useCallback(() => {
    setPending(null);
    setAttempt(null);
    setErrorKey(null);
  }, []);

  return { pending, errorKey, isBusy, signInWithGoogle, signInWithTelegram, chooseUserType, cancel };
};

export type SocialSignIn = ReturnType<typeof useSocialSignIn>;
