/**
 * One push to one subscription: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the
 * VAPID header (RFC 8292); the request itself goes out with fetch (http or https endpoints, a time
 * limit), so the library's own https-only request is not used.
 */
import webPush from 'web-push';
import type { VapidDetails } from './vapid.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  vapid: VapidDetails;
  /** Seconds a push service keeps an undelivered push (the TTL header). */
  ttlSeconds: number;
  timeoutMs?: number;
}

/** 'gone': the push service no longer knows the subscription (404/410); remove it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  options: PushSendOptions,
): Promise<{ outcome: PushOutcome; status?: number; error?: string }> {
  let details: webPush.RequestDetails;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: options.vapid, TTL: options.ttlSeconds, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
  } catch (err) {
    // Keys the browser gave that cannot encrypt anything: the subscription is useless.
    return { outcome: 'gone', error: err instanceof Error ? err.message : String(err) };
  }
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
    if (res.status >= 200 && res.status < 300) return { outcome: 'sent', status: res.status };
    return { outcome: 'failed', status: res.status };
  } catch (err) {
    return { outcome: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}
