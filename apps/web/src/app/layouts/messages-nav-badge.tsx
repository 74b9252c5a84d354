import { MessagesUnreadBadge } from '@/features/messages/components/messages-unread-badge';
import { MessagesRealtimeProvider } from '../messages-realtime';

/** The unread total on the navigation's Messages entry, kept live by the realtime feature. */
export const MessagesNavBadge = ({ collapsed }: { collapsed: boolean }) => (
  <MessagesRealtimeProvider>
    <MessagesUnreadBadge collapsed={collapsed} />
  </MessagesRealtimeProvider>
);
