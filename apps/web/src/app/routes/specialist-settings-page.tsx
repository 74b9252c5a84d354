import { SpecialistSettingsPage } from '@/features/account/routes/specialist-settings-page';
import { NotificationPreferencesPanel } from '@/features/notifications/components/preferences-panel';
import { VerificationSection } from '@/features/verification/components/verification-section';

// The notifications and verification features in the account feature's tabs (features never import each other: they meet here).
const specialistNotifications = () => <NotificationPreferencesPanel specialist />;
// The request form and status of issue #15.
const specialistVerification = () => <VerificationSection />;

/** /specialist/settings with its Notifications tab (including whether customers may write without a booking) and its Verification tab. */
export const SpecialistSettingsWithTabsPage = () => <SpecialistSettingsPage notificationsTab={specialistNotifications} verificationTab={specialistVerification} />;
