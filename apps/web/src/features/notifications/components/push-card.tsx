import { useEffect, useState } from 'react';
import { BellOff, BellRing, CircleCheck, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useGetClientConfigQuery } from '@/lib/client-config';
import { useLazyGetPushPublicKeyQuery, useRegisterPushMutation, useUnregisterPushMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import { currentPushSubscription, PushPermissionDenied, pushSupport, subscribeToPush, unsubscribeFromPush, type PushSupport } from '../model/web-push';
import { PanelCard, StatusPill } from './panel-card';

type Here = 'checking' | 'on' | 'off';

/**
 * Browser notifications on this device (when the server has web push keys): turning them on asks
 * the browser's permission, registers the service worker, subscribes and tells the server;
 * turning them off unsubscribes and tells the server to forget this browser.
 */
export const PushCard = ({ registered }: { registered: number }) => {
  const { t } = useTranslation('notifications');
  const config = useGetClientConfigQuery();
  const [fetchPublicKey] = useLazyGetPushPublicKeyQuery();
  const [register] = useRegisterPushMutation();
  const [unregister] = useUnregisterPushMutation();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [here, setHere] = useState<Here>(support === 'unsupported' ? 'off' : 'checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (support === 'unsupported') return;
    let current = true;
    currentPushSubscription()
      .then((subscription) => current && setHere(subscription ? 'on' : 'off'))
      .catch(() => current && setHere('off'));
    return () => {
      current = false;
    };
  }, [support]);

  const enable = async () => {
    setBusy(true);
    try {
      const publicKey = config.data?.notifications?.pushPublicKey ?? (await fetchPublicKey(undefined, true).unwrap());
      if (!publicKey) throw new Error('No web push key on this server');
      const subscription = await subscribeToPush(publicKey);
      await register(subscription.toJSON()).unwrap();
      setHere('on');
      toast.success(t('push.enabled'));
    } catch (error) {
      if (error instanceof PushPermissionDenied) {
        setSupport(pushSupport());
        toast.error(t('push.permissionDenied'));
      } else {
        toast.error(notificationErrorText(t, error, 'errors.pushEnable'));
      }
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeFromPush();
      if (endpoint) await unregister({ endpoint }).unwrap();
      setHere('off');
      toast.success(t('push.disabled'));
    } catch (error) {
      toast.error(notificationErrorText(t, error, 'errors.pushDisable'));
    } finally {
      setBusy(false);
    }
  };

  const status =
    support === 'unsupported' ? t('push.unsupported') : support === 'denied' ? t('push.blocked') : here === 'on' ? t('push.onHere') : t('push.offHere');

  return (
    <PanelCard
      icon={MonitorSmartphone}
      title={t('push.title')}
      description={t('push.body')}
      aside={here === 'on' ? <StatusPill tone="good"><CircleCheck aria-hidden="true" className="size-3.5" />{t('push.onBadge')}</StatusPill> : undefined}
      testId="notification-push"
    >
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{status}</p>
        {support === 'supported' && here !== 'checking' && (
          here === 'on' ? (
            <Button variant="outline" onClick={() => void disable()} disabled={busy}>
              <BellOff aria-hidden="true" className="size-4" />
              {t('push.disable')}
            </Button>
          ) : (
            <Button onClick={() => void enable()} disabled={busy}>
              <BellRing aria-hidden="true" className="size-4" />
              {t('push.enable')}
            </Button>
          )
        )}
        {registered > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">{t('push.registered', { count: registered })}</p>}
      </div>
    </PanelCard>
  );
};
