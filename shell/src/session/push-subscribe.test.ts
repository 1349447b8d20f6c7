// The subscribe flow of 'Aktifkan notifikasi push' against mocked browser APIs (navigator.serviceWorker,
// PushManager, Notification: an outside boundary here).
import type { Transport } from './portal-api';
import { base64UrlToBytes, enablePush, SERVICE_WORKER_URL } from './push-subscribe';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
};

interface FakeSubscription {
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: jest.Mock;
}

function fakeSubscription(key: Uint8Array | null): FakeSubscription {
  return {
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: jest.fn().mockResolvedValue(true),
  };
}

function installBrowser(options: { permission?: NotificationPermission; existing?: FakeSubscription | null } = {}) {
  const pushManager = {
    getSubscription: jest.fn().mockResolvedValue(options.existing ?? null),
    subscribe: jest.fn().mockResolvedValue(fakeSubscription(base64UrlToBytes(PUBLIC_KEY))),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: jest.fn().mockResolvedValue(registration),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class PushManager {}, configurable: true });
  const requestPermission = jest.fn().mockResolvedValue(options.permission ?? 'granted');
  Object.defineProperty(globalThis, 'Notification', {
    value: { permission: 'default', requestPermission },
    configurable: true,
  });
  return { pushManager, serviceWorker, requestPermission };
}

function uninstallBrowser() {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [globalThis, 'Notification'],
  ] as const)
    Reflect.deleteProperty(target, name);
}

function transportWith(storeAnswer: unknown = { message: 'Token tersimpan' }) {
  const request = jest.fn(async (method: string, path: string) => {
    if (method === 'GET' && path === '/push/public-key') return { data: { public_key: PUBLIC_KEY } };
    if (method === 'POST' && path === '/general/users') {
      if (storeAnswer instanceof Error) throw storeAnswer;
      return storeAnswer;
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return { request, transport: { request } as unknown as Transport };
}

afterEach(uninstallBrowser);

describe('enablePush (Aktifkan notifikasi push)', () => {
  it('asks permission, registers /sw.js at the root, subscribes with the VAPID key and sends store_token_fcm', async () => {
    const browser = installBrowser();
    const { request, transport } = transportWith();
    await expect(enablePush(transport)).resolves.toBe('enabled');
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const [{ userVisibleOnly, applicationServerKey }] = browser.pushManager.subscribe.mock.calls[0];
    expect(userVisibleOnly).toBe(true);
    expect(Array.from(applicationServerKey as Uint8Array)).toEqual(Array.from(base64UrlToBytes(PUBLIC_KEY)));
    expect((applicationServerKey as Uint8Array).length).toBe(65);
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: { event: 'store_token_fcm', subscription: SUBSCRIPTION_JSON },
    });
  });

  it('keeps a subscription made with the same key; replaces one made with another key', async () => {
    const same = fakeSubscription(base64UrlToBytes(PUBLIC_KEY));
    let browser = installBrowser({ existing: same });
    await expect(enablePush(transportWith().transport)).resolves.toBe('enabled');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();

    const other = fakeSubscription(new Uint8Array(65).fill(4));
    browser = installBrowser({ existing: other });
    await expect(enablePush(transportWith().transport)).resolves.toBe('enabled');
    expect(other.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('denied permission: no worker, no subscription, nothing sent', async () => {
    const browser = installBrowser({ permission: 'denied' });
    const { request, transport } = transportWith();
    await expect(enablePush(transport)).resolves.toBe('denied');
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it('a browser without service workers or PushManager: unsupported, nothing asked', async () => {
    const { request, transport } = transportWith();
    await expect(enablePush(transport)).resolves.toBe('unsupported');
    expect(request).not.toHaveBeenCalled();
  });

  it('a refused registration or a failing subscribe answers failed, never throws', async () => {
    installBrowser();
    await expect(enablePush(transportWith(new Error('Data yang dikirim tidak valid')).transport)).resolves.toBe(
      'failed',
    );
    const browser = installBrowser();
    browser.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed', 'AbortError'));
    await expect(enablePush(transportWith().transport)).resolves.toBe('failed');
  });
});
