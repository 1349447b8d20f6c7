/*
 * Portal SDM service worker (docs/adr/0043): shows the web pushes the server sends for new mail and
 * approvals waiting, and opens the portal page a push names when its notification is clicked.
 * Served from the origin root (/sw.js, scope /); the shell's build copies it into dist unchanged
 * (shell/webpack.config.ts). Plain JavaScript on purpose: no imports, nothing to bundle.
 *
 * A push carries JSON { kind, title, body, link } (contracts PushPayload), written in Indonesian by
 * the server.
 */
/* global self */
'use strict';

const FALLBACK_TITLE = 'Portal SDM';

/** Only a path of this portal (never another site): '/message/inbox' yes, '//evil.example' no. */
function portalPath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

function payloadOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // One notification per kind: a second new mail replaces the first instead of piling up.
      tag: typeof data.kind === 'string' ? `portal-${data.kind}` : 'portal',
      renotify: true,
      lang: 'id',
      data: { link: portalPath(data.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(portalPath(event.notification.data && event.notification.data.link), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target.href && 'navigate' in open) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
