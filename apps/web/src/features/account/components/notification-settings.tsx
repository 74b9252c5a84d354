import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Preferences } from '@vizyt/contracts';
import { useAppDispatch } from '@/app/hooks';
import { preferencesUpdated } from '@/stores/user-slice';
import { accountApi, useUpdatePreferencesMutation } from '../api/account-api';
import { apiErrorMessage } from '../model/api-error';
import { useSaveStatus } from '../model/use-save-status';
import { SaveStatusText } from './save-status-text';
import { ComingSoonBadge, SettingsCard } from './settings-card';
import { SwitchRow } from './switch-row';

type Channel = keyof Preferences['notifications'];
const CHANNELS: readonly Channel[] = ['email', 'push', 'telegram'];
/** Spec section 3 toggles the API does not store yet. */
const LATER = ['sms', 'newBookings', 'reminders'] as const;

/** E-mail, push and Telegram switches (preferences.notifications), saved as they change. */
export const NotificationSettings = ({ preferences }: { preferences: Preferences }) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [updatePreferences] = useUpdatePreferencesMutation();
  const { status, track } = useSaveStatus();

  const toggle = async (channel: Channel, value: boolean) => {
    // Shown at once; put back if the server refuses.
    const patch = dispatch(
      accountApi.util.updateQueryData('getPreferences', undefined, (draft) => {
        draft.notifications[channel] = value;
      }),
    );
    dispatch(preferencesUpdated({ notifications: { [channel]: value } }));
    try {
      await track(() => updatePreferences({ notifications: { [channel]: value } }).unwrap());
    } catch (failure) {
      patch.undo();
      dispatch(preferencesUpdated({ notifications: { [channel]: !value } }));
      toast.error(apiErrorMessage(t, failure, 'errors.updatePreferences'));
    }
  };

  return (
    <>
      <SettingsCard id="notification-channels" title={t('notifications.title')} description={t('notifications.description')} aside={<SaveStatusText status={status} />}>
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          {CHANNELS.map((channel) => (
            <SwitchRow
              key={channel}
              label={t(`notifications.${channel}.label`)}
              description={t(`notifications.${channel}.description`)}
              checked={preferences.notifications[channel]}
              onChange={(value) => void toggle(channel, value)}
            />
          ))}
        </div>
      </SettingsCard>
      <SettingsCard id="notification-later" title={t('notifications.laterTitle')} description={t('comingSoon.settingsNote')}>
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          {LATER.map((item) => (
            <SwitchRow
              key={item}
              label={t(`notifications.${item}.label`)}
              description={t(`notifications.${item}.description`)}
              checked={false}
              disabled
              aside={<ComingSoonBadge label={t('comingSoon.badge')} />}
            />
          ))}
        </div>
      </SettingsCard>
    </>
  );
};
