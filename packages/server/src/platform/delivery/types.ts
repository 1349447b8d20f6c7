/** What the delivery worker hands a sender, and what a sender answers. */
import type { OutboxChannel } from '../outbox.js';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/**
 * sent: accepted by the SMTP server / Ultramsg. invalid: the address or number is wrong, retrying
 * cannot help. failed: anything else (network, provider down, rejected credentials); retried with
 * backoff, then `unsent`.
 */
export type SendResult =
  { outcome: 'sent' } | { outcome: 'invalid'; error: string } | { outcome: 'failed'; error: string };

export interface Sender {
  send(message: OutboxMessage): Promise<SendResult>;
  close?(): void;
}

export type Senders = Partial<Record<OutboxChannel, Sender>>;

export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
