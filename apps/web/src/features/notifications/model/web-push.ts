/**
 * Browser notifications (Web Push) on this device: the service worker (public/sw.js) shows what
 * the server pushes, even with every tab closed. Here: is it possible, is it on, turn it on, off.
 */

export const SERVICE_WORKER_URL = '/sw.js';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Can this browser do it, and has the person not blocked it for this site? */
export const pushSupport = (): PushSupport => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission === 'denied' ? 'denied' : 'supported';
};

/** The VAPID public key (base64url, as the server sends it) as PushManager.subscribe takes it. */
export const applicationServerKey = (base64Url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** This browser's subscription for the site, if it has one. */
export const currentPushSubscription = async (): Promise<PushSubscription | null> => {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
};

export class PushPermissionDenied extends Error {
  constructor() {
    super('Notification permission not granted');
    this.name = 'PushPermissionDenied';
  }
}

/**
 * Asks for permission (first, while the click still counts as the person's gesture), registers
 * the service worker and subscribes with the server's key.
 */
export const subscribeToPush = async (publicKey: string): Promise<PushSubscription> => {
  const permission = await window.Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
};

/** Unsubscribes this browser; returns the endpoint it had (for the server to forget), or null. */
export const unsubscribeFromPush = async (): Promise<string | null> => {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
};
