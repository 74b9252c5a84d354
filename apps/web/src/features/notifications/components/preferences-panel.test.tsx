import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, errorReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildPreferences, callsOf, createNotificationsServer } from '../testing/fixtures';
import { NotificationPreferencesPanel } from './preferences-panel';

mockToasts();

const renderPanel = (specialist = false) =>
  renderAt(<NotificationPreferencesPanel specialist={specialist} />, '/settings?tab=notifications', signedInAs(specialist ? testUsers.specialist : testUsers.customer));

const switchNamed = (name: string) => screen.getByRole('switch', { name });

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('notification preferences', () => {
  it('shows the channels and topics as stored; SMS kept but not switchable', async () => {
    createNotificationsServer([], { preferences: buildPreferences({ sms: true, marketing: true, reminders: false }) }).serve();
    renderPanel();
    const channels = await screen.findByTestId('notification-channels');
    expect(within(channels).getAllByRole('switch').map((s) => [s.textContent, s.getAttribute('aria-checked')])).toHaveLength(4);
    expect(switchNamed('E-mail')).toHaveAttribute('aria-checked', 'true');
    expect(switchNamed('Push notifications')).toHaveAttribute('aria-checked', 'true');
    expect(switchNamed('Telegram')).toHaveAttribute('aria-checked', 'false');
    expect(switchNamed('SMS')).toHaveAttribute('aria-checked', 'true');
    expect(switchNamed('SMS')).toBeDisabled();
    expect(switchNamed('SMS')).toHaveAccessibleDescription('SMS notifications are not available yet.');
    const topics = screen.getByTestId('notification-topics');
    expect(within(topics).getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true', 'true', 'true', 'true']);
    expect(screen.queryByRole('switch', { name: 'Allow direct messages' })).not.toBeInTheDocument();
  });

  it('saves a switch at once and keeps it when the server agrees', async () => {
    const requests = createNotificationsServer().serve();
    renderPanel();
    const reminders = await screen.findByRole('switch', { name: 'Reminders' });
    fireEvent.click(reminders);
    expect(reminders).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(callsOf(requests, 'POST /notifications/preferences')).toHaveLength(1));
    expect(bodyOf(callsOf(requests, 'POST /notifications/preferences')[0])).toEqual({ reminders: false });
    await waitFor(() => expect(reminders).toHaveAttribute('aria-checked', 'false'));
  });

  it('puts a switch back and says so when the server refuses', async () => {
    createNotificationsServer().serve((config) => (config.method === 'post' ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPanel();
    const marketing = await screen.findByRole('switch', { name: 'News and offers' });
    fireEvent.click(marketing);
    expect(marketing).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(marketing).toHaveAttribute('aria-checked', 'false'));
    expect(toast.error).toHaveBeenCalledWith('Failed to update preferences');
  });

  it('offers specialists the direct-messages switch', async () => {
    const requests = createNotificationsServer([], { preferences: buildPreferences({ allowDirectMessages: true }) }).serve();
    renderPanel(true);
    const allow = await screen.findByRole('switch', { name: 'Allow direct messages' });
    expect(allow).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(allow);
    await waitFor(() => expect(bodyOf(callsOf(requests, 'POST /notifications/preferences')[0])).toEqual({ allowDirectMessages: false }));
  });

  it('without a bot or push keys on the server: those switches are off limits and their cards absent', async () => {
    createNotificationsServer([], { preferences: buildPreferences({ telegramAvailable: false, pushAvailable: false }) }).serve();
    renderPanel();
    expect(await screen.findByRole('switch', { name: 'Telegram' })).toBeDisabled();
    expect(switchNamed('Push notifications')).toBeDisabled();
    expect(screen.queryByTestId('notification-telegram')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-push')).not.toBeInTheDocument();
  });
});

describe('Telegram', () => {
  afterEach(() => vi.restoreAllMocks());

  it('connects by opening the bot’s one-time link in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const requests = createNotificationsServer().serve();
    renderPanel();
    const card = await screen.findByTestId('notification-telegram');
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Telegram' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://t.me/vizyt_bot?start=abc123'));
    expect(tab.opener).toBeNull();
    expect(callsOf(requests, 'POST /notifications/telegram/link')).toHaveLength(1);
    expect(within(card).getByRole('status')).toHaveTextContent('press Start');
  });

  it('shows a linked chat and disconnects it', async () => {
    const server = createNotificationsServer([], { preferences: buildPreferences({ telegramLinked: true, telegram: true }) });
    const requests = server.serve();
    renderPanel();
    const card = await screen.findByTestId('notification-telegram');
    expect(card).toHaveTextContent('Connected');
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(callsOf(requests, 'DELETE /notifications/telegram')).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
  });
});

describe('pause', () => {
  it('pauses for 8 hours, shows until when, and resumes', async () => {
    const requests = createNotificationsServer().serve();
    renderPanel();
    const card = await screen.findByTestId('notification-snooze');
    const before = Date.now();
    fireEvent.click(within(card).getByRole('button', { name: '8 hours' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Paused until /);
    const until = Date.parse((bodyOf(callsOf(requests, 'POST /notifications/snooze')[0]) as { until: string }).until);
    expect(until - before).toBeGreaterThanOrEqual(8 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);

    fireEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByRole('button', { name: 'Tomorrow 9:00' })).toBeInTheDocument();
    expect(callsOf(requests, 'DELETE /notifications/snooze')).toHaveLength(1);
  });
});

describe('browser notifications', () => {
  const installPush = (existing: PushSubscription | null = null) => {
    const subscription = {
      endpoint: 'https://push.example/abc',
      toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'auth' } }),
      unsubscribe: vi.fn(async () => true),
    };
    const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => subscription) };
    const registration = { pushManager };
    const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
    Object.defineProperty(window, 'Notification', { value: { permission: 'default', requestPermission: vi.fn(async () => 'granted') }, configurable: true });
    return { subscription, pushManager, serviceWorker };
  };

  afterEach(() => {
    for (const [target, key] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) {
      Reflect.deleteProperty(target, key);
    }
  });

  it('says when the browser cannot do it', async () => {
    createNotificationsServer().serve();
    renderPanel();
    const card = await screen.findByTestId('notification-push');
    expect(card).toHaveTextContent('This browser cannot show notifications from websites.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns them on: permission, the service worker, a subscription with the server’s key, registered with the server', async () => {
    const { pushManager, serviceWorker } = installPush();
    const requests = createNotificationsServer().serve();
    renderPanel();
    const card = await screen.findByTestId('notification-push');
    fireEvent.click(await within(card).findByRole('button', { name: 'Enable browser notifications' }));
    await waitFor(() => expect(callsOf(requests, 'POST /notifications/push/register')).toHaveLength(1));
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(bodyOf(callsOf(requests, 'POST /notifications/push/register')[0])).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'auth' } });
    expect(await within(card).findByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Browser notifications are on for this device');
  });

  it('turns them off: unsubscribes and tells the server to forget this browser', async () => {
    const { subscription } = installPush();
    installPush(subscription as unknown as PushSubscription);
    const requests = createNotificationsServer([], { preferences: buildPreferences({ pushSubscriptions: 1 }) }).serve();
    renderPanel();
    const card = await screen.findByTestId('notification-push');
    expect(card).toHaveTextContent('Registered on 1 device');
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(callsOf(requests, 'DELETE /notifications/push/unregister')).toHaveLength(1));
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(bodyOf(callsOf(requests, 'DELETE /notifications/push/unregister')[0])).toEqual({ endpoint: 'https://push.example/abc' });
    expect(await within(card).findByRole('button', { name: 'Enable browser notifications' })).toBeInTheDocument();
  });
});
