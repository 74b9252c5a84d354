import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AccountMenu } from './account-menu';
import { LiveUpdates } from './live-updates';

/**
 * Bell and avatar menu of a signed-in visitor. They call the API (unread count, sign-out), so
 * they live in their own chunk and guests never download RTK Query for the header.
 */
export const SignedInHeaderActions = () => (
  <>
    <NotificationBell allPath={paths.notifications} cap={9} />
    <AccountMenu />
    <LiveUpdates />
  </>
);
