// The service worker (public/sw.js, served at /sw.js) run against a fake worker scope: a push shows
// its Indonesian title and body; a click focuses an open portal tab or opens the push's portal path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Handler = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = []) {
  const handlers = new Map<string, Handler>();
  const scope = {
    location: { origin: 'https://portal.bank.example' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: jest.fn(),
    registration: { showNotification: jest.fn().mockResolvedValue(undefined) },
    clients: {
      claim: jest.fn().mockResolvedValue(undefined),
      matchAll: jest.fn().mockResolvedValue(windows),
      openWindow: jest.fn().mockResolvedValue(null),
    },
  };
  const source = readFileSync(join(__dirname, '..', '..', 'public', 'sw.js'), 'utf8');
  new Function('self', source)(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { scope, fire };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => String(payload),
  },
});

describe('service worker (shell/public/sw.js)', () => {
  it('shows a push with its title, body and link; one notification per kind', async () => {
    const { scope, fire } = loadWorker();
    await fire(
      'push',
      pushEvent({ kind: 'mail', title: 'Pesan baru', body: 'Undangan rapat', link: '/message/inbox' }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Pesan baru',
      expect.objectContaining({
        body: 'Undangan rapat',
        tag: 'portal-mail',
        lang: 'id',
        data: { link: '/message/inbox' },
      }),
    );
  });

  it('a push without JSON or with a foreign link still shows, linking to the portal home', async () => {
    const { scope, fire } = loadWorker();
    await fire('push', pushEvent('bukan json {'));
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Portal SDM',
      expect.objectContaining({ body: 'bukan json {', data: { link: '/' } }),
    );
    await fire('push', pushEvent({ kind: 'mail', title: 'X', body: null, link: '//evil.example/phish' }));
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'X',
      expect.objectContaining({ body: '', data: { link: '/' } }),
    );
  });

  it('a click focuses an open portal tab and takes it to the link', async () => {
    const tab = {
      url: 'https://portal.bank.example/home',
      focus: jest.fn(),
      navigate: jest.fn().mockResolvedValue(null),
    };
    const { scope, fire } = loadWorker([tab]);
    const close = jest.fn();
    await fire('notificationclick', { notification: { close, data: { link: '/message/inbox' } } });
    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://portal.bank.example/message/inbox');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no portal tab open opens one at the link', async () => {
    const { scope, fire } = loadWorker([]);
    await fire('notificationclick', { notification: { close: jest.fn(), data: { link: '/pegawai/izin' } } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://portal.bank.example/pegawai/izin');
  });
});
