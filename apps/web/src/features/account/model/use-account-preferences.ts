import { useEffect } from 'react';
import { useAppDispatch } from '@/stores/hooks';
import { userUpdated } from '@/stores/auth-slice';
import { preferencesUpdated } from '@/stores/user-slice';
import { useGetPreferencesQuery } from '../api/account-api';

/**
 * The account's preferences from the server; whenever they arrive, the copy kept on this device
 * (user slice, the user's time zone) is brought up to date. The interface language and currency
 * are not switched here: they follow what the person picks on this device.
 */
export const useAccountPreferences = () => {
  const dispatch = useAppDispatch();
  const query = useGetPreferencesQuery();
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    dispatch(preferencesUpdated(data));
    dispatch(userUpdated({ timezone: data.timezone }));
  }, [data, dispatch]);
  return query;
};
