import { paths } from '@/config/paths';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';
import { AccountMenu } from './account-menu';

/**
 * Bell and avatar menu of a signed-in visitor. They call the API (unread count, sign-out), so
 * they live in their own chunk and guests never download RTK Query for the header.
 */
export const SignedInHeaderActions = () => (
  <>
    <NotificationMenu allPath={paths.notifications} />
    <AccountMenu />
  </>
);
