/**
 * The portal's VAPID key pair (web push, RFC 8292): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set
 * (several server processes must share them), otherwise generated once into DATA_DIR/vapid-keys.json
 * and reused, so browsers that subscribed with the public key keep receiving pushes after a restart.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function readOrCreateKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string')
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    throw new Error(`${file} does not hold a VAPID key pair (publicKey, privateKey)`);
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  // Written whole, then linked into place (atomic, fails if present): two processes starting at once
  // on one data folder end up with the same pair — the second reads the first's.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readOrCreateKeys(dataDir);
  } finally {
    unlinkSync(temp);
  }
  return keys;
}

/** The subject push services may contact: VAPID_SUBJECT, else PUBLIC_URL when https, else a mailto. */
function subjectOf(config: Config): string {
  if (config.vapid?.subject) return config.vapid.subject;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  return 'mailto:admin@portal-sdm.local';
}

export function loadVapidDetails(config: Config): VapidDetails {
  const { publicKey, privateKey } =
    config.vapid?.publicKey && config.vapid.privateKey
      ? { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey }
      : readOrCreateKeys(config.dataDir);
  return { subject: subjectOf(config), publicKey, privateKey };
}
