/**
 * Starts the outbox delivery worker of this process when SMTP_URL and/or Ultramsg are configured.
 * Registered with the modules in app.ts; without senders it does nothing and the outbox keeps
 * every message for admins to read.
 */
import type { FastifyInstance } from 'fastify';
import type { DeliveryConfig } from '../../config.js';
import type { ModuleOptions } from '../context.js';
import { createSmtpSender } from './smtp-sender.js';
import type { Senders } from './types.js';
import { createUltramsgSender } from './ultramsg-sender.js';
import { DeliveryWorker } from './worker.js';

export function createSenders(delivery: DeliveryConfig | undefined): Senders {
  const senders: Senders = {};
  if (delivery?.smtpUrl) senders.email = createSmtpSender(delivery.smtpUrl, delivery.mailFrom);
  if (delivery?.ultramsg) senders.whatsapp = createUltramsgSender(delivery.ultramsg);
  return senders;
}

export async function deliveryWorkerPlugin(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const delivery = ctx.config.delivery;
  const senders = createSenders(delivery);
  if (!delivery || Object.keys(senders).length === 0) {
    app.log.info('no SMTP_URL / Ultramsg configured: e-mail and WhatsApp stay in the outbox (GET /api/general/outbox)');
    return;
  }
  const worker = new DeliveryWorker(ctx.db, senders, delivery, app.log);
  app.addHook('onReady', async () => worker.start(ctx.listener));
  app.addHook('onClose', async () => worker.stop());
}
