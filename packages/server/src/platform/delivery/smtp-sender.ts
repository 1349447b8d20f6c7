/** E-mail over SMTP with nodemailer (SMTP_URL); one pooled connection reused across a batch. */
import nodemailer from 'nodemailer';
import type { NodemailerError } from 'nodemailer';
import { errorText, type OutboxMessage, type Sender, type SendResult } from './types.js';

/** Good enough to refuse obvious typos before talking to the server; the server has the last word. */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export function createSmtpSender(url: string, from: string): Sender {
  const transport = nodemailer.createTransport(
    { url, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(message: OutboxMessage): Promise<SendResult> {
      if (!EMAIL.test(message.recipient))
        return { outcome: 'invalid', error: `Alamat email tidak valid: ${message.recipient}` };
      try {
        await transport.sendMail({ to: message.recipient, subject: message.subject ?? '', text: message.body });
        return { outcome: 'sent' };
      } catch (err) {
        const e = err as NodemailerError;
        // A permanent (5xx) answer to RCPT TO: the mailbox does not exist or is refused for good.
        const recipientRefused = e.command === 'RCPT TO' || (e.rejected?.length ?? 0) > 0;
        if (recipientRefused && e.permanent) return { outcome: 'invalid', error: errorText(err) };
        return { outcome: 'failed', error: errorText(err) };
      }
    },
    close() {
      transport.close();
    },
  };
}
