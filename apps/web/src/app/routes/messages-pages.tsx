import { CustomerMessagesPage, SpecialistMessagesPage } from '@/features/messages/routes/messages-page';
import { MessagesRealtimeProvider } from '../messages-realtime';

/*
 * The messages pages with live updates from the realtime feature (features never import each
 * other: they meet here). Both in one module, so one chunk.
 */

/** /messages */
export const CustomerMessagesWithRealtimePage = () => (
  <MessagesRealtimeProvider>
    <CustomerMessagesPage />
  </MessagesRealtimeProvider>
);

/** /specialist/messages */
export const SpecialistMessagesWithRealtimePage = () => (
  <MessagesRealtimeProvider>
    <SpecialistMessagesPage />
  </MessagesRealtimeProvider>
);
