/**
 * Tells every server process to rebuild a static option file. The tables behind the files already
 * do this by trigger (0006_messaging), so a module only needs it when an option file depends on
 * something else. Inside a transaction the message goes out on commit.
 */
import { OPTION_FILES, type OptionFileName } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export const OPTIONS_CHANGED_CHANNEL = 'options_changed';

/** The option files (the contract's list). */
export const OPTION_NAMES = OPTION_FILES;
export type OptionName = OptionFileName;

/** Payloads of `options_changed` (a table name from the triggers, or an option name) → files to rebuild. */
const AFFECTED: Record<string, readonly OptionName[]> = {
  kantor: ['kantor'],
  // The office file shows class names (KC Bandung).
  kantor_kelas: ['kantor_kelas', 'kantor'],
  jabatan: ['jabatan'],
  agama: ['agama'],
  status: ['status'],
  status_pegawai: ['status'],
  '*': OPTION_NAMES,
};

export function optionsAffectedBy(payload: string): readonly OptionName[] {
  return Object.prototype.hasOwnProperty.call(AFFECTED, payload) ? AFFECTED[payload] : [];
}

export async function invalidateOptions(db: Db, name: OptionName | '*'): Promise<void> {
  await sql`SELECT pg_notify(${OPTIONS_CHANGED_CHANNEL}, ${name})`.execute(db);
}
