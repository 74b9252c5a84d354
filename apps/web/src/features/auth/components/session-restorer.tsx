import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { FullPageSpinner } from '@/components/ui/spinner';
import { logout, sessionRestored } from '@/stores/auth-slice';
import { useIsSignedIn } from '@/stores/viewer';

/**
 * A stored session that is not yet authenticated (tokens without a signed-in user) is restored
 * with GET /auth/me before anything renders; a failure clears it quietly (only logged).
 * The API chunk is imported here on demand: guests (most first visits) never load it for this.
 */
export const SessionRestorer = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hasTokens = useAppSelector((state) => state.auth.tokens !== null);
  const isSignedIn = useIsSignedIn();
  const needsRestore = hasTokens && !isSignedIn;

  useEffect(() => {
    if (!needsRestore) return;
    let cancelled = false;
    Promise.all([import('../api/auth-api'), import('../model/to-auth-user')])
      .then(async ([{ authApi }, { toAuthUser }]) => {
        const data = await dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false })).unwrap();
        if (!cancelled) dispatch(sessionRestored(toAuthUser(data.user)));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[auth] could not restore the stored session; signing out', error);
        dispatch(logout());
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, needsRestore]);

  if (needsRestore) return <FullPageSpinner label={t('restoringSession')} className="min-h-dvh" />;
  return children;
};
