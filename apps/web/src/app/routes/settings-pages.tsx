import { SettingsPage } from '@/features/account/routes/settings-page';
import { SpecialistSettingsPage } from '@/features/account/routes/specialist-settings-page';
import { NotificationPreferencesPanel } from '@/features/notifications/components/preferences-panel';

// The notifications feature's settings in the account feature's tabs (features never import each other: they meet here).
const customerNotifications = () => <NotificationPreferencesPanel />;
const specialistNotifications = () => <NotificationPreferencesPanel specialist />;

/** /settings with its Notifications tab (issue #13). */
export const CustomerSettingsPage = () => <SettingsPage notificationsTab={customerNotifications} />;

/** /specialist/settings with its Notifications tab, including whether customers may write without a booking. */
export const SpecialistSettingsWithNotificationsPage = () => <SpecialistSettingsPage notificationsTab={specialistNotifications} />;
