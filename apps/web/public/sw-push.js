// Web push in the browser (docs/product-rules.md#notifications), loaded by the service worker (/sw.js) with
// importScripts. The server's web push adapter sends JSON { title, body, url, tag, template }: each becomes a system
// notification; clicking one opens its page in the app (or focuses a window already on it). Notifications the
// app's pages show themselves through this worker keep their own behaviour (see notificationclick).

/** Only a page of this app is opened (its path, or a full address on this origin); anything else opens the
 * notifications page. */
function inAppPath(url) {
  if (typeof url !== 'string' || url === '') return '/notifications';
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin) return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // not an address
  }
  return '/notifications';
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Arogya';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { url: inAppPath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only web push messages (above) carry a page to open; a notification a page showed itself through this
  // worker (an incoming call, apps/web/src/lib/call-alerts.ts) brings that page's tab to the front.
  const wanted = event.notification.data?.url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      if (typeof wanted !== 'string') {
        const tab = ours.find((client) => client.visibilityState === 'hidden') ?? ours[0];
        return tab ? tab.focus() : self.clients.openWindow('/');
      }
      const target = new URL(inAppPath(wanted), self.location.origin).href;
      const exact = ours.find((client) => client.url === target);
      if (exact) return exact.focus();
      if (ours[0]) {
        await ours[0].focus();
        return ours[0].navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
