/**
 * 'Aktifkan notifikasi push' (docs/adr/0043): asks the user's permission, registers the portal's
 * service worker (/sw.js), subscribes with the server's VAPID public key and registers the
 * subscription with the spec's store_token_fcm. Loaded only when the user asks (a lazy chunk: the
 * shell's first JS stays small). After later sign-ins `registerPushToken` sends the same subscription.
 */
import type { PushPublicKeyAnswer } from '@portal/contracts';
import type { Transport } from './portal-api';
import { registerPushToken } from './push-token';

/** Contracts' PUSH_PUBLIC_KEY_PATH, relative to the transport's /api base. */
export const PUSH_PUBLIC_KEY_PATH = '/push/public-key';
export const SERVICE_WORKER_URL = '/sw.js';

export type EnablePushResult = 'enabled' | 'denied' | 'unsupported' | 'failed';

export const ENABLE_PUSH_MESSAGES: Record<EnablePushResult, string> = {
  enabled: 'Notifikasi push aktif di browser ini',
  denied: 'Izin notifikasi ditolak; aktifkan lewat pengaturan situs di browser',
  unsupported: 'Browser ini tidak mendukung notifikasi push',
  failed: 'Notifikasi push belum dapat diaktifkan, silakan coba lagi',
};

/** The browser APIs the flow uses (an outside boundary: tests give their own). */
export interface SubscribeEnvironment {
  supported: () => boolean;
  requestPermission: () => Promise<NotificationPermission>;
  register: (url: string) => Promise<ServiceWorkerRegistration>;
}

export const browserSubscribeEnvironment: SubscribeEnvironment = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined',
  requestPermission: () => Notification.requestPermission(),
  register: async (url) => {
    await navigator.serviceWorker.register(url, { scope: '/' });
    return navigator.serviceWorker.ready;
  },
};

/** base64url (the server's public key) → the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

export async function enablePush(
  transport: Transport,
  env: SubscribeEnvironment = browserSubscribeEnvironment,
): Promise<EnablePushResult> {
  if (!env.supported()) return 'unsupported';
  try {
    const permission = await env.requestPermission();
    if (permission !== 'granted') return 'denied';
    const [registration, answer] = await Promise.all([
      env.register(SERVICE_WORKER_URL),
      transport.request<PushPublicKeyAnswer>('GET', PUSH_PUBLIC_KEY_PATH),
    ]);
    const key = base64UrlToBytes(answer.data.public_key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys were replaced) cannot receive pushes.
    if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    const sent = await registerPushToken(transport, {
      permission: () => 'granted',
      subscription: async () => json,
    });
    return sent ? 'enabled' : 'failed';
  } catch {
    return 'failed';
  }
}
