/**
 * Source maps of the built front end are not served (issue #13): with `sourcesContent` they hand
 * out the whole portal's source. The build still writes them next to the bundles, for whoever
 * decodes a stack trace on the server; the browser's request for one answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';

export function refuseSourceMaps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && /\.map$/i.test(path)) return sendNotFound(reply);
  });
}
