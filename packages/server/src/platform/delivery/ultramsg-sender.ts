/**
 * WhatsApp through Ultramsg's HTTP API: POST {ULTRAMSG_URL}/{instance}/messages/chat with the form
 * fields token, to, body. Ultramsg answers `{ "sent": "true", "message": "ok", "id": … }` on
 * success and `{ "error": … }` (often with status 200) when it refuses.
 */
import { normalizeWhatsAppNumber } from './phone.js';
import { errorText, type OutboxMessage, type Sender, type SendResult } from './types.js';

const TIMEOUT_MS = 15_000;
/** Refusals that name the recipient: retrying the same number cannot succeed. */
const BAD_NUMBER = /(invalid|not valid|wrong|not (a )?whatsapp|not registered|not exist)/i;
const ABOUT_NUMBER = /(number|phone|\bto\b|chat ?id)/i;

export interface UltramsgConfig {
  url: string;
  instance: string;
  token: string;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function createUltramsgSender(config: UltramsgConfig, fetchImpl: typeof fetch = fetch): Sender {
  const endpoint = `${config.url.replace(/\/+$/, '')}/${encodeURIComponent(config.instance)}/messages/chat`;
  return {
    async send(message: OutboxMessage): Promise<SendResult> {
      const to = normalizeWhatsAppNumber(message.recipient);
      if (!to) return { outcome: 'invalid', error: `Nomor WhatsApp tidak valid: ${message.recipient}` };
      let status: number;
      let text: string;
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ token: config.token, to: `+${to}`, body: message.body }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        return { outcome: 'failed', error: errorText(err) };
      }
      let answer: Record<string, unknown> = {};
      try {
        answer = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's error page): handled as a failure below.
      }
      if (status >= 200 && status < 300 && (answer.sent === 'true' || answer.sent === true)) return { outcome: 'sent' };
      const error = answer.error !== undefined ? describe(answer.error) : `HTTP ${status}: ${text.slice(0, 200)}`;
      if (answer.error !== undefined && BAD_NUMBER.test(error) && ABOUT_NUMBER.test(error))
        return { outcome: 'invalid', error: errorText(error) };
      return { outcome: 'failed', error: errorText(error) };
    },
  };
}
