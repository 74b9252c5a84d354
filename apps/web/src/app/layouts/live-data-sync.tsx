import { useEffect } from 'react';
import { NOTIFICATION_GROUPS, SOCKET_EVENTS } from '@vizyt/contracts';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { analyticsTags } from '@/features/analytics/api/analytics-api';
import { useOnReconnect } from '@/hooks/use-on-reconnect';
import { api } from '@/lib/api';
import { useGetLoyaltySummaryQuery } from '@/lib/loyalty-balance';
import { selectCurrentUser, userUpdated } from '@/stores/auth-slice';

/** Notifications that mean bookings, payments or points changed somewhere else. */
const BOOKING_DATA_TYPES: ReadonlySet<string> = new Set([...NOTIFICATION_GROUPS.booking, ...NOTIFICATION_GROUPS.payment]);

/** Every cached answer a booking event can change: lists and counters of bookings, payments, points and the figures. */
export const BOOKING_DATA_TAGS = ['Booking', 'Payment', 'Loyalty', 'Availability', ...analyticsTags] as const;

const typeOf = (payload: unknown): unknown => (typeof payload === 'object' && payload !== null ? (payload as { type?: unknown }).type : undefined);

/**
 * Keeps what the screens show about bookings in step with live events (issue #26 item 17: the
 * specialist dashboard's requests count stood still while the toast and the bell announced a new
 * booking). A booking or payment notification arriving live invalidates every booking, payment,
 * points and figures query, so each counter and list on screen asks again; so does a connection
 * coming (back) up, since events sent meanwhile never arrive. A customer's session also keeps the
 * one loyalty summary query subscribed and mirrors it into the session's user (lib/loyalty-balance.ts).
 * Renders nothing; part of LiveUpdates.
 */
export const LiveDataSync = ({ connected, subscribe }: { connected: boolean; subscribe: (event: string, handler: (payload: unknown) => void) => () => void }) => {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isCustomer = user?.role === 'CUSTOMER';
  const balance = useGetLoyaltySummaryQuery(undefined, { skip: !isCustomer }).data?.balance;

  useEffect(() => {
    if (isCustomer && balance !== undefined && balance !== user.loyaltyPoints) dispatch(userUpdated({ loyaltyPoints: balance }));
  }, [isCustomer, balance, user?.loyaltyPoints, dispatch]);

  useOnReconnect(connected, () => dispatch(api.util.invalidateTags([...BOOKING_DATA_TAGS])), user !== null);

  useEffect(
    () =>
      subscribe(SOCKET_EVENTS.notificationNew, (payload) => {
        const type = typeOf(payload);
        if (typeof type === 'string' && BOOKING_DATA_TYPES.has(type)) dispatch(api.util.invalidateTags([...BOOKING_DATA_TAGS]));
      }),
    [subscribe, dispatch],
  );

  return null;
};
