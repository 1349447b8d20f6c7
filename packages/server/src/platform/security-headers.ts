/**
 * Security headers on every answer (issue #13), set by @fastify/helmet:
 * - Content-Security-Policy: scripts only from the portal itself and the configured remote
 *   origins, no inline script; styles may be inline because emotion (Chakra UI) injects them;
 *   no worker but the portal's own (the ALTCHA proof of work runs in the page); the office map
 *   loads its tiles.
 * - frame-ancestors 'none' and X-Frame-Options DENY: the portal is never framed (clickjacking).
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin.
 * - Strict-Transport-Security only when the portal is served over HTTPS (PUBLIC_URL https://):
 *   on plain http (one machine, tests) it would pin browsers to an https that does not exist.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileSourceOf } from './remote-origins.js';

export interface SecurityHeaderOptions {
  publicUrl: string;
  mapTileUrl?: string;
  /** Called per answer, so a re-read remotes.json changes the policy without a restart. */
  remoteOrigins: () => readonly string[];
}

export function contentSecurityDirectives(options: SecurityHeaderOptions) {
  const https = options.publicUrl.startsWith('https://');
  const tiles = tileSourceOf(options.mapTileUrl);
  const remotes = () => options.remoteOrigins().join(' ') || "'self'";
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", remotes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), remotes],
    fontSrc: ["'self'", 'data:', remotes],
    // blob: the file opener hands PDFs and images to a new tab as blob: addresses (read back too).
    connectSrc: ["'self'", 'blob:', remotes],
    workerSrc: ["'self'"],
    // Chrome shows a PDF in a blob: tab through its viewer plugin, under this page's policy.
    objectSrc: ["'self'", 'blob:'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Remote bundles may come from a CDN without CORP headers; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
    // Same site, not same origin: the dev shell (:3000) loads remotes and the API from other ports.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
