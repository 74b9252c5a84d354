/* global self */
/*
 * Vizyt service worker: browser notifications (Web Push, issue #13) and nothing else. It caches
 * nothing and handles no fetches, so the app always loads from the network as before.
 *
 * The server pushes JSON: { title, body, tag?, url?, icon? } (url: where a click leads; an app
 * path or an absolute URL of this site). Served from /sw.js with Cache-Control: no-cache, so a
 * new version is picked up on the next visit.
 */

const DEFAULT_ICON = '/favicon.svg';

self.addEventListener('install', () => {
  // Nothing to prepare: take over at once instead of waiting for every old tab to close.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push message's data as an object; a plain-text push becomes its body. */
function readPayload(event) {
  if (!event.data) return {};
  try {
    const parsed = event.data.json();
    return parsed && typeof parsed === 'object' ? parsed : { body: String(parsed) };
  } catch {
    return { body: event.data.text() };
  }
}

/**
 * Only pages of this site are opened (a push cannot send people elsewhere): an absolute URL keeps
 * its path on this origin (the server may know the site under another name), anything else is /.
 */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return new URL(`${url.pathname}${url.search}${url.hash}`, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Vizyt';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : typeof payload.message === 'string' ? payload.message : '',
    icon: typeof payload.icon === 'string' ? payload.icon : DEFAULT_ICON,
    badge: DEFAULT_ICON,
    data: { url: sameOriginUrl(payload.url ?? payload.link) },
  };
  // The same tag replaces an earlier notification of the same thing instead of stacking.
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab of the app already open: bring it forward and take it to the notification's page.
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        await client.focus();
        if ('navigate' in client && client.url !== url) {
          try {
            await client.navigate(url);
          } catch {
            // An uncontrolled tab cannot be navigated by the worker: it is in front, which is enough.
          }
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
