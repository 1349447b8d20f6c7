/**
 * Public holidays (libur): the dates that are not working days, for leave counting (izin) and
 * attendance. Reading: every signed-in user; changing: POLICY.manageHolidays (ADR 0011).
 */
import type { LiburInput, LiburListAnswer, LiburListQuery, LiburRow } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import * as repo from './libur.repo.js';

/** Super Admin, Admin Absensi Pusat, Admin SDM, Admin Absensi. */

export const LIBUR_MESSAGES = {
  created: 'Libur created',
  updated: 'Libur updated',
  deleted: 'Libur deleted',
  notFound: 'Libur tidak ditemukan',
  duplicate: 'Tanggal tersebut sudah terdaftar sebagai hari libur',
  namaRequired: 'Nama hari libur wajib diisi',
} as const;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

function normalize(input: LiburInput): LiburInput {
  const nama = input.nama.trim();
  if (nama === '') throw validationError({ nama: [LIBUR_MESSAGES.namaRequired] });
  return { tanggal: input.tanggal, nama };
}

export async function listLibur(db: Db, q: LiburListQuery): Promise<LiburListAnswer> {
  const { rows, total } = await repo.listLibur(db, {
    tahun: q.tahun,
    search: q.search ? containsPattern(q.search) : undefined,
    page: q.page,
    perPage: q.per_page,
  });
  return toPaged(rows, total, q.page, q.per_page);
}

/** One holiday (spec: GET /sdm/x/libur/{id}). */
export async function showLibur(db: Db, id: number): Promise<{ data: LiburRow }> {
  const row = await repo.findLibur(db, id);
  if (!row) throw new HttpError(404, LIBUR_MESSAGES.notFound);
  return { data: row };
}

/** Runs a write; a second holiday on the same date answers 409 instead of a 500. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, LIBUR_MESSAGES.duplicate);
    throw error;
  }
}

export async function createLibur(db: Db, actor: Actor, input: LiburInput) {
  const values = normalize(input);
  const row = await guarded(() =>
    db.transaction().execute(async (trx) => {
      const created = await repo.insertLibur(trx, values);
      await recordAudit(trx, { ...actor, entity: 'libur', entityId: created.id, after: created });
      return created;
    }),
  );
  return { message: LIBUR_MESSAGES.created, data: row };
}

export async function updateLibur(db: Db, actor: Actor, id: number, input: LiburInput) {
  const values = normalize(input);
  const row = await guarded(() =>
    db.transaction().execute(async (trx) => {
      const before = await repo.lockLibur(trx, id);
      if (!before) throw new HttpError(404, LIBUR_MESSAGES.notFound);
      const after = await repo.updateLibur(trx, id, values);
      await recordAudit(trx, { ...actor, entity: 'libur', entityId: id, before, after });
      return after;
    }),
  );
  return { message: LIBUR_MESSAGES.updated, data: row };
}

export async function deleteLibur(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockLibur(trx, id);
    if (!before) throw new HttpError(404, LIBUR_MESSAGES.notFound);
    await repo.deleteLibur(trx, id);
    await recordAudit(trx, { ...actor, entity: 'libur', entityId: id, before });
  });
  return { message: LIBUR_MESSAGES.deleted };
}
