import { useCallback } from 'react';
import { useAppDispatch } from '@/stores/hooks';
import { authFailed, setCredentials } from '@/stores/auth-slice';
import { authErrorMessage, type AuthCall } from '../model/auth-errors';
import { credentialsOf, type SignInAnswer } from '../model/auth-result';

/**
 * Stores the session of a sign-in answer (tokens land under the spec's storage keys through the
 * store's storage sync) and reports whether there was one; records failures in the auth slice.
 */
export const useSessionUpdates = () => {
  const dispatch = useAppDispatch();
  const signIn = useCallback(
    (answer: SignInAnswer): boolean => {
      const credentials = credentialsOf(answer);
      if (!credentials) return false;
      dispatch(setCredentials(credentials));
      return true;
    },
    [dispatch],
  );
  const recordFailure = useCallback(
    (error: unknown, call: AuthCall) => dispatch(authFailed(authErrorMessage(error, call))),
    [dispatch],
  );
  return { signIn, recordFailure };
};
