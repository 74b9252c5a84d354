import { SettingsPage } from '@/features/account/routes/settings-page';
import { NotificationPreferencesPanel } from '@/features/notifications/components/preferences-panel';

// The notifications feature's settings in the account feature's tabs (features never import each other: they meet here).
const customerNotifications = () => <NotificationPreferencesPanel />;

/** /settings with its Notifications tab (issue #13). */
export const CustomerSettingsPage = () => <SettingsPage notificationsTab={customerNotifications} />;

// /specialist/settings: specialist-settings-page.tsx (its Verification tab's texts are not the customer's).
