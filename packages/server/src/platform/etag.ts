/**
 * JSON answers that rarely change, sent with a content ETag and revalidated by the browser
 * (`private, no-cache`): a 304 without a body when the client already has these bytes. One place
 * for the hash and the If-None-Match rules, used by the option files and the general lists.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EtaggedJson {
  /** The exact bytes to send. */
  body: string;
  etag: string;
}

export function etagged(body: string): EtaggedJson {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Does an If-None-Match header name this ETag ('*', a list, weak or strong)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** 304 when the client has it, else the body; organisation data behind a login: never in shared caches. */
export function sendEtagged(request: FastifyRequest, reply: FastifyReply, json: EtaggedJson): FastifyReply {
  reply.header('etag', json.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], json.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}
