/**
 * Web push (issue #19, docs/adr/0043): the VAPID public key for the browser's subscription, and this
 * process's push worker. Registered with the modules in app.ts. Queue a push with `queuePush`
 * (./queue.ts) inside the transaction of the change it announces.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PUSH_PUBLIC_KEY_PATH, PushPublicKeyAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../context.js';
import { POLICY } from '../domain.js';
import { errorResponses } from '../schemas.js';
import { loadVapidDetails } from './vapid.js';
import { PushWorker } from './worker.js';

/** How long a push service keeps a push for a browser that is offline: half a day. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

export async function pushRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const vapid = loadVapidDetails(ctx.config);

  app.get(
    PUSH_PUBLIC_KEY_PATH,
    {
      config: { policy: POLICY.signedIn },
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key a browser subscribes with (PushManager.subscribe applicationServerKey)',
        response: { 200: PushPublicKeyAnswer, ...errorResponses },
      },
    },
    async () => ({ data: { public_key: vapid.publicKey } }),
  );

  const worker = new PushWorker(ctx.db, { vapid, ttlSeconds: PUSH_TTL_SECONDS }, app.log);
  app.addHook('onReady', async () => worker.start(ctx.listener));
  app.addHook('onClose', async () => worker.stop());
}
