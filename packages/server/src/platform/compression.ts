/**
 * Response compression (issue #10): every text answer over 1 KB goes out as brotli when the client
 * accepts it, gzip otherwise, identity only when asked.
 * - API JSON (and the SPA's index.html) is compressed per request with a fast brotli level: level
 *   11 costs ~10× the CPU for a few per cent fewer bytes on small dynamic answers.
 * - Built assets are compressed once at build time (x.js.br / x.js.gz beside x.js) and sent as
 *   they are by @fastify/static (`preCompressed`); this hook sees their Content-Encoding and
 *   leaves them alone.
 * - Server-sent events (text/event-stream) are never compressed: a buffering encoder would hold
 *   the events back.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
