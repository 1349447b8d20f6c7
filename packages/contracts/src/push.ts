/**
 * Web push (issue #19, spec §7: after login the push subscription is registered by POST users event
 * store_token_fcm). The browser needs the server's VAPID public key to subscribe:
 *
 *   GET /api/push/public-key (any signed-in user) → { data: { public_key } }  (base64url, uncompressed P-256)
 *
 * What a push carries (the service worker shows it): PushPayload, texts in Indonesian.
 */
import { Type, type Static } from 'typebox';
import { NullableString } from './common.js';

export const PUSH_PUBLIC_KEY_PATH = '/api/push/public-key';

export const PushPublicKeyAnswer = Type.Object({ data: Type.Object({ public_key: Type.String() }) });
export type PushPublicKeyAnswer = Static<typeof PushPublicKeyAnswer>;

/** The JSON a push carries to the service worker (shell/public/sw.js). */
export const PushPayload = Type.Object({
  kind: Type.String(),
  title: Type.String(),
  body: NullableString,
  /** A path of the portal to open on click (e.g. /message/inbox). */
  link: NullableString,
});
export type PushPayload = Static<typeof PushPayload>;
