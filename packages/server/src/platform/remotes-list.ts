/**
 * The run-time remote list (`/remotes.json`): which remotes the shell composes and where each is
 * served. Built in (every remote under /remotes/<folder>/) unless REMOTES_JSON names a file; that
 * file is re-read when it changes, so a department can move its remote to its own host without a
 * restart of the portal (issue #10). A broken file at start stops the server; a broken edit later
 * keeps the last good list and logs why.
 */
import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { remoteOriginsOf } from './remote-origins.js';

export const REMOTE_FOLDERS = [
  'mf-pegawai',
  'mf-absen',
  'mf-sppd',
  'mf-kpi',
  'mf-gaji',
  'mf-message',
  'mf-ai',
] as const;

export type RemoteList = Record<string, string>;

export interface RemotesSource {
  /** The list as it is now. */
  current(): RemoteList;
  /** Origins of remotes on other hosts (for the Content-Security-Policy). */
  origins(): string[];
}

function builtInList(): RemoteList {
  return Object.fromEntries(
    REMOTE_FOLDERS.map((folder) => [folder.replace('-', '_'), `/remotes/${folder}/mf-manifest.json`]),
  );
}

function parseList(file: string): RemoteList {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    Object.values(parsed).some((v) => typeof v !== 'string')
  ) {
    throw new Error(`REMOTES_JSON ${file} must map remote names to manifest URLs`);
  }
  return parsed as RemoteList;
}

export function createRemotesSource(
  config: Pick<Config, 'remotesJsonFile'>,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): RemotesSource {
  const file = config.remotesJsonFile;
  if (!file) {
    const list = builtInList();
    const origins = remoteOriginsOf(list);
    return { current: () => list, origins: () => origins };
  }
  let list = parseList(file);
  let origins = remoteOriginsOf(list);
  let seenMtime = statSync(file).mtimeMs;
  const refresh = () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch (error) {
      log?.warn({ err: error }, `REMOTES_JSON ${file} tidak dapat dibaca; daftar remote terakhir tetap dipakai`);
      return;
    }
    if (mtime === seenMtime) return;
    seenMtime = mtime;
    try {
      list = parseList(file);
      origins = remoteOriginsOf(list);
      log?.info(`REMOTES_JSON ${file} dibaca ulang: ${Object.keys(list).join(', ')}`);
    } catch (error) {
      log?.warn({ err: error }, `REMOTES_JSON ${file} rusak; daftar remote terakhir tetap dipakai`);
    }
  };
  return {
    current: () => {
      refresh();
      return list;
    },
    origins: () => {
      refresh();
      return origins;
    },
  };
}
