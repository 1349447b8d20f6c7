/**
 * The local adapter's presigned addresses, answered by the server itself:
 * PUT  /api/storage/local/<key>?max=…&expires=…&signature=…   receives the file (size and type checked)
 * GET  /api/storage/local/<key>?disposition=…&expires=…&signature=…   serves it
 * Public routes: the signature is the permission. Registered only when the storage is local.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LocalSignedQuery, LocalUploadAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, validationError } from '../../platform/errors.js';
import {
  FILE_MESSAGES,
  SNIFF_BYTES,
  assertAllowedContent,
  contentTypeForKey,
  tooLargeError,
  type Measured,
} from '../../platform/files/content-check.js';
import type { FilesService } from '../../platform/files/files-service.js';
import type { Db } from '../../platform/db/database.js';
import type { LocalFileStorage } from '../../platform/files/local-storage.js';
import { safeStorageKey, storageKeyFileName } from '../../platform/files/safe-key.js';
import { LOCAL_STORAGE_ROUTE, type SignatureCheck } from '../../platform/files/signed-url.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { matchUploadPath } from '../../platform/files/upload-paths.js';

export const LOCAL_URL_MESSAGES = {
  expired: 'Alamat file sudah kedaluwarsa, minta alamat baru',
  invalid: 'Alamat file tidak valid',
  uploaded: 'File uploaded',
} as const;

/** The key of a signed address, decoded segment by segment, then through safeStorageKey. */
function keyFromUrl(rawUrl: string | undefined): string {
  const path = (rawUrl ?? '').split('?')[0];
  const rest = path.slice(LOCAL_STORAGE_ROUTE.length + 1);
  try {
    return safeStorageKey(
      rest
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/'),
    );
  } catch {
    throw validationError({ location: [FILE_MESSAGES.invalidLocation] }, FILE_MESSAGES.invalidLocation);
  }
}

function assertSigned(check: SignatureCheck): void {
  if (check === 'expired') throw new HttpError(403, LOCAL_URL_MESSAGES.expired);
  if (check !== 'valid') throw new HttpError(403, LOCAL_URL_MESSAGES.invalid);
}

/**
 * Streams the request body into `out`, measuring it. Past the limit it stops reading and
 * rejects: the reply then closes the connection instead of swallowing the rest.
 */
function receive(raw: IncomingMessage, out: WriteStream, limit: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      raw.removeAllListeners('data');
      raw.pause();
      reject(error);
    };
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(tooLargeError(limit));
      hash.update(chunk);
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      if (!out.write(chunk)) {
        raw.pause();
        out.once('drain', () => (failed ? undefined : raw.resume()));
      }
    });
    raw.once('end', () => out.end(() => resolve({ size, sha256: hash.digest('hex'), head: Buffer.concat(head) })));
    raw.once('error', fail);
    out.once('error', fail);
  });
}

export async function localStorageRoutes(
  fastify: FastifyInstance,
  { storage, files, db }: { storage: LocalFileStorage; files: FilesService; db: Db },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // This scope reads the raw body itself, whatever its Content-Type (the browser sends the file's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    `${LOCAL_STORAGE_ROUTE}/*`,
    {
      config: { public: true },
      schema: {
        tags: ['storage'],
        summary: 'Local storage: receive a file at a signed upload address (PUT the raw bytes)',
        querystring: LocalSignedQuery,
        response: { 200: LocalUploadAnswer },
      },
    },
    async (request, reply) => {
      const key = keyFromUrl(request.raw.url);
      const q = request.query;
      assertSigned(storage.verify('PUT', key, q, { max: q.max ?? '' }));
      const policy = files.policyFor(matchUploadPath(key)?.rule.eventId ?? null);
      const limit = Math.min(Number(q.max), policy.maxBytes);
      if (Number(request.headers['content-length']) > limit) {
        reply.header('connection', 'close');
        throw tooLargeError(limit);
      }
      const temp = await storage.tempPath();
      const out = createWriteStream(temp, { flags: 'wx' });
      try {
        const measured = await receive(request.raw, out, limit);
        const type = await assertAllowedContent(measured.head, storageKeyFileName(key), policy);
        await storage.commit(temp, key);
        reply.header('etag', `"${measured.sha256}"`);
        return {
          message: LOCAL_URL_MESSAGES.uploaded,
          data: {
            path: key,
            size: measured.size,
            sha256: measured.sha256,
            content_type: contentTypeForKey(key) ?? type,
          },
        };
      } catch (error) {
        reply.header('connection', 'close');
        out.destroy();
        await rm(temp, { force: true });
        throw error;
      }
    },
  );

  app.get(
    `${LOCAL_STORAGE_ROUTE}/*`,
    {
      config: { public: true },
      schema: {
        tags: ['storage'],
        summary: 'Local storage: serve a file at a signed download address',
        querystring: LocalSignedQuery,
      },
    },
    async (request, reply) => {
      const key = keyFromUrl(request.raw.url);
      const q = request.query;
      const params: Record<string, string> = {};
      for (const name of ['disposition', 'name', 'type'] as const) if (q[name] !== undefined) params[name] = q[name];
      assertSigned(storage.verify('GET', key, q, params));
      // Deleting a file revokes its signed addresses at once, not when they expire.
      if (await files.isDeletedKey(db, key)) throw new HttpError(404, FILE_MESSAGES.notFound);
      const object = await storage.getStream(key);
      if (!object) throw new HttpError(404, FILE_MESSAGES.notFound);
      return reply
        .headers({
          'content-type': params.type ?? contentTypeForKey(key) ?? 'application/octet-stream',
          'content-length': String(object.size),
          'content-disposition': contentDisposition(
            params.disposition === 'inline' ? 'inline' : 'attachment',
            params.name ?? storageKeyFileName(key),
          ),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(object.body);
    },
  );
}
