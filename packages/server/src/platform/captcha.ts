/**
 * Self-hosted proof-of-work captcha (ALTCHA). The browser's altcha widget (3.x) fetches a
 * challenge from GET /api/captcha, solves it and sends the base64 payload in the `Captcha` header.
 * We use altcha-lib's v1 protocol (SHA-256 over salt + number, `maxnumber` sets the work),
 * which the widget accepts as-is. A solution is accepted once: its signature goes into
 * captcha_used, shared by every server process.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { validationError } from './errors.js';

export const CAPTCHA_HEADER = 'captcha';
const CHALLENGE_TTL_MS = 5 * 60_000;

export const CAPTCHA_MESSAGES = {
  missing: 'Captcha wajib diisi',
  invalid: 'Captcha tidak valid atau sudah kedaluwarsa, silakan ulangi',
  used: 'Captcha sudah dipakai, silakan ulangi',
} as const;

export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** Throws 422 (field `captcha`) unless the payload is a valid, unexpired, unused solution. */
  async verify(payload: string | undefined): Promise<void> {
    if (!payload) throw validationError({ captcha: [CAPTCHA_MESSAGES.missing] });
    const decoded = decodePayload(payload);
    // Only our own algorithm: the signature check alone would accept any the library knows.
    if (!decoded || decoded.algorithm !== 'SHA-256' || !(await verifySolution(payload, this.hmacKey, true))) {
      throw validationError({ captcha: [CAPTCHA_MESSAGES.invalid] });
    }
    const expires = Number(extractParams(decoded as Payload).expires);
    if (!Number.isFinite(expires)) throw validationError({ captcha: [CAPTCHA_MESSAGES.invalid] });
    const inserted = await this.db
      .insertInto('captcha_used')
      .values({ signature: decoded.signature, expires_at: new Date(expires * 1000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    if (!inserted) throw validationError({ captcha: [CAPTCHA_MESSAGES.used] });
  }
}

interface DecodedPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decodePayload(payload: string): DecodedPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<DecodedPayload>;
    if (typeof value.signature !== 'string' || typeof value.salt !== 'string' || typeof value.algorithm !== 'string')
      return null;
    return value as DecodedPayload;
  } catch {
    return null;
  }
}

export function captchaPayloadOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CAPTCHA_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

const challengeSchema = {
  type: 'object',
  properties: {
    algorithm: { type: 'string' },
    challenge: { type: 'string' },
    maxnumber: { type: 'integer' },
    salt: { type: 'string' },
    signature: { type: 'string' },
  },
  required: ['algorithm', 'challenge', 'salt', 'signature'],
} as const;

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  app.get(
    '/api/captcha',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'ALTCHA proof-of-work challenge for login, reset and register',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.createChallenge();
    },
  );
}
