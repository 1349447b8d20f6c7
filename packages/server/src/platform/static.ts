/**
 * Serves the built front end next to the API: shell/dist at /, each remote's dist at
 * /remotes/<folder>/, and the run-time composition files (remotes.json, portal-config.json).
 * A dist folder that is missing (not built yet) is skipped; the API keeps working.
 * Built assets carry precompressed .br/.gz copies (build time), sent as they are (`preCompressed`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { sendNotFound } from './errors.js';
import { REMOTE_FOLDERS, type RemotesSource } from './remotes-list.js';

export { REMOTE_FOLDERS };

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Content-hashed file names from webpack, e.g. main.3f9a1c2b7d.js or 123.a1b2c3d4e5f6.css.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Hashed assets never change under their name; everything else is revalidated (ETag). */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.3f9a1c2b7d.js.br) is cached like the asset it stands for.
  return HASHED_NAME.test(basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : NO_CACHE;
}

function setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
  // The same URL answers br, gzip or identity: shared caches must key on the request's encoding.
  res.setHeader('vary', 'Accept-Encoding');
}

/** Client-side routes (/pegawai/sanksi, …) load the shell's index.html; API paths never do. */
function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerStatic(
  app: FastifyInstance,
  config: Pick<Config, 'staticRoot' | 'idleTimeoutMs' | 'testHooks' | 'mapTileUrl' | 'remotesCorsOrigins'>,
  remotes: RemotesSource,
): Promise<void> {
  const shellDist = join(config.staticRoot, 'shell', 'dist');
  const indexHtml = join(shellDist, 'index.html');

  await app.register(async (scope) => {
    // Everything registered here is public: the front end must load before anyone logs in.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });

    scope.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotes.current();
    });
    scope.get('/portal-config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      // loadConfig always sets mapTileUrl (default OpenStreetMap); configs built by hand may omit it.
      const map = config.mapTileUrl ? { mapTileUrl: config.mapTileUrl } : {};
      return config.testHooks
        ? { idleTimeoutMs: config.idleTimeoutMs, ...map, testHooks: true }
        : { idleTimeoutMs: config.idleTimeoutMs, ...map };
    });

    // The remotes' files, with CORS for the configured origins only: a shell on another host
    // (REMOTES_CORS_ORIGINS) may compose this portal's remotes; nobody else may read them by script.
    await scope.register(
      async (remotesScope) => {
        await remotesScope.register(fastifyCors, {
          origin: config.remotesCorsOrigins.length ? [...config.remotesCorsOrigins] : false,
          methods: ['GET', 'HEAD'],
        });
        for (const folder of REMOTE_FOLDERS) {
          const dist = join(config.staticRoot, folder, 'dist');
          if (!existsSync(dist)) {
            app.log.warn(`${folder}/dist not found: /remotes/${folder}/ is not served until it is built`);
            continue;
          }
          await remotesScope.register(fastifyStatic, {
            root: dist,
            prefix: `/${folder}/`,
            decorateReply: false,
            cacheControl: false,
            setHeaders,
            index: false,
            preCompressed: true,
          });
        }
      },
      { prefix: '/remotes' },
    );
    if (existsSync(shellDist)) {
      await scope.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        setHeaders,
        index: ['index.html'],
        preCompressed: true,
      });
    } else {
      app.log.warn('shell/dist not found: the portal pages are not served until it is built');
    }
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsSpaPage(request) && existsSync(indexHtml)) {
      // Read per request: a rebuilt shell is picked up without a restart, and the file is tiny.
      const html = await readFile(indexHtml);
      return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
    }
    return sendNotFound(reply);
  });
}
