import { useMemo, type ReactNode } from 'react';
import { SupportLiveContext, type SupportLive } from '@/features/admin/model/support-live';
import { subscribeRealtime, useRealtimeConnected } from '@/features/realtime';

/** The support inbox's live updates come from the realtime feature's one socket (features meet here, in app/). */
export const AdminSupportLiveProvider = ({ children }: { children: ReactNode }) => {
  const connected = useRealtimeConnected();
  const value = useMemo<SupportLive>(() => ({ connected, subscribe: subscribeRealtime }), [connected]);
  return <SupportLiveContext.Provider value={value}>{children}</SupportLiveContext.Provider>;
};
