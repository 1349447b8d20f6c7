import type { PushTokenBody } from '@portal/contracts';
import type { Transport } from './portal-api';

/** Where the spec registers the push token after login (POST users, event store_token_fcm). */
const USERS_PATH = '/general/users';

/** What of the browser the registration reads; the real `navigator` and `Notification` in the portal. */
export interface PushEnvironment {
  permission: () => NotificationPermission | undefined;
  subscription: () => Promise<PushSubscriptionJSON | null | undefined>;
}

export const browserPushEnvironment: PushEnvironment = {
  permission: () => (typeof Notification === 'undefined' ? undefined : Notification.permission),
  subscription: async () => {
    if (!('serviceWorker' in navigator)) return null;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription?.toJSON() ?? null;
  },
};

/**
 * After sign-in the spec registers the browser's push token (§7: store_token_fcm). The portal's token is
 * the browser's Web Push subscription (the server stores it as one of the account's push targets); a
 * browser that holds none — notifications not allowed, no service worker — has nothing to register
 * and nothing is sent. It never fails the sign-in: an error here only means no push to this browser.
 * Answers whether a subscription was sent.
 */
export async function registerPushToken(transport: Transport, env: PushEnvironment = browserPushEnvironment) {
  try {
    if (env.permission() !== 'granted') return false;
    const json = await env.subscription();
    if (!json?.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
    const subscription: NonNullable<PushTokenBody['subscription']> = {
      endpoint: json.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    };
    await transport.request('POST', USERS_PATH, { body: { event: 'store_token_fcm', subscription } });
    return true;
  } catch {
    return false;
  }
}
