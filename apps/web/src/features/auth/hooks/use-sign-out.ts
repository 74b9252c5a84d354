import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { logout } from '@/stores/auth-slice';
import { beginSignOut, endSignOut } from '@/stores/sign-out-intent';
import { useLogoutMutation } from '../api/auth-api';
import { SIGNING_OUT_STATE } from '../model/guards';

/** Sign out: tell the server (≤ 2 s, errors ignored), then always clear the session and go home. */
export const useSignOut = (): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector((state) => state.auth.tokens?.refreshToken ?? null);
  const [callLogout] = useLogoutMutation();

  return useCallback(async () => {
    beginSignOut();
    try {
      try {
        // LogoutRequest takes an optional string: leave the field out rather than send null.
        await callLogout(refreshToken ? { refreshToken } : {}).unwrap();
      } catch {
        // The session ends on this device whatever the server answered (spec section 4).
      }
      // Home first (committed synchronously), then clear: the guard of the page being left must
      // never render with a guest, or it would send the user to login instead.
      await navigate(paths.home, { replace: true, state: SIGNING_OUT_STATE, flushSync: true });
      dispatch(logout());
      dispatch(api.util.resetApiState());
    } finally {
      endSignOut();
    }
  }, [callLogout, dispatch, navigate, refreshToken]);
};
