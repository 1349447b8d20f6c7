/**
 * Kysely reads and writes of outsourced staff in the wire shape: the worker, their position, their
 * last contract (kontrak_akhir: the latest end date) with its kind and office, and their termination.
 * "Today" is the portal's calendar day (WIB); a contract is akan_berakhir from 30 days before its end.
 */
import type {
  KontrakSortColumn,
  KontrakStatus,
  OutsourcingKontrakRow,
  OutsourcingPhkRow,
  OutsourcingRow,
  OutsourcingSortColumn,
} from '@portal/contracts';
import { KONTRAK_WARNING_DAYS } from '@portal/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern, pageWithTotal, sortOrder } from '../../platform/paging.js';

/** Offices a reader may see: null = every office; else these ids (their own office and below). */
export type KantorScope = readonly number[] | null;

type Sort<C> = { column: C; direction: 'asc' | 'desc' } | null;

const status = (akhir: string) =>
  sql<KontrakStatus>`CASE WHEN ${sql.ref(akhir)} < ${TODAY} THEN 'berakhir'
    WHEN ${sql.ref(akhir)} <= ${TODAY} + ${KONTRAK_WARNING_DAYS}::int THEN 'akan_berakhir' ELSE 'berlaku' END`;

// ---- contracts ----------------------------------------------------------------------------------------

function kontrakBase(db: Db) {
  return db
    .selectFrom('outsourcing_kontrak as c')
    .innerJoin('outsourcing as o', 'o.id', 'c.outsourcing_id')
    .innerJoin('outsourcing_jenis as j', 'j.id', 'c.jenis_id')
    .innerJoin('kantor as k', 'k.id', 'c.kantor_id');
}

function selectKontrak(db: Db) {
  return kontrakBase(db).select([
    'c.id',
    'c.outsourcing_id',
    'o.nama',
    'j.id as jenis_id',
    'j.nama as jenis_nama',
    'k.id as kantor_id',
    'k.nama as kantor_nama',
    'c.nomor',
    'c.perusahaan',
    sql<string>`to_char(c.awal, 'YYYY-MM-DD')`.as('awal'),
    sql<string>`to_char(c.akhir, 'YYYY-MM-DD')`.as('akhir'),
    'c.keterangan',
    status('c.akhir').as('status'),
    sql<number>`(c.akhir - ${TODAY})::int`.as('sisa_hari'),
  ]);
}

type KontrakDbRow = Awaited<ReturnType<ReturnType<typeof selectKontrak>['executeTakeFirstOrThrow']>>;

function toKontrak(r: KontrakDbRow): OutsourcingKontrakRow {
  return {
    id: r.id,
    outsourcing_id: r.outsourcing_id,
    nama: r.nama,
    jenis: { id: r.jenis_id, nama: r.jenis_nama },
    kantor: { id: r.kantor_id, nama: r.kantor_nama },
    nomor: r.nomor,
    perusahaan: r.perusahaan,
    awal: r.awal,
    akhir: r.akhir,
    keterangan: r.keterangan,
    status: r.status,
    sisa_hari: r.sisa_hari,
  };
}

/** The office ids of a scope as a condition on a column (true for every office). */
function inScope(column: string, scope: KantorScope): Expression<SqlBool> {
  return scope === null ? sql<SqlBool>`true` : sql<SqlBool>`${sql.ref(column)} = ANY(${[...scope]}::int[])`;
}

function statusRange(column: string, s: KontrakStatus): Expression<SqlBool> {
  const ref = sql.ref(column);
  if (s === 'berakhir') return sql<SqlBool>`${ref} < ${TODAY}`;
  if (s === 'akan_berakhir')
    return sql<SqlBool>`${ref} >= ${TODAY} AND ${ref} <= ${TODAY} + ${KONTRAK_WARNING_DAYS}::int`;
  return sql<SqlBool>`${ref} > ${TODAY} + ${KONTRAK_WARNING_DAYS}::int`;
}

export interface KontrakFilter {
  search?: string;
  outsourcing_id?: number;
  jenis_id?: number;
  kantor_id?: number;
  status?: KontrakStatus;
  scope: KantorScope;
}

const KONTRAK_SORT = {
  akhir: 'c.akhir',
  awal: 'c.awal',
  nama: 'o.nama',
  kantor: 'k.nama',
  jenis: 'j.nama',
} as const satisfies Record<KontrakSortColumn, string>;

export async function listKontrak(
  db: Db,
  f: KontrakFilter & { sort: Sort<KontrakSortColumn>; limit: number; offset: number },
): Promise<{ rows: OutsourcingKontrakRow[]; total: number }> {
  let base = kontrakBase(db).where(inScope('c.kantor_id', f.scope));
  if (f.search) {
    const pattern = containsPattern(f.search);
    base = base.where((eb) =>
      eb.or([eb('o.nama', 'ilike', pattern), eb('c.nomor', 'ilike', pattern), eb('c.perusahaan', 'ilike', pattern)]),
    );
  }
  if (f.outsourcing_id !== undefined) base = base.where('c.outsourcing_id', '=', f.outsourcing_id);
  if (f.jenis_id !== undefined) base = base.where('c.jenis_id', '=', f.jenis_id);
  if (f.kantor_id !== undefined) base = base.where('c.kantor_id', '=', f.kantor_id);
  if (f.status) base = base.where(statusRange('c.akhir', f.status));
  let q = selectKontrak(db).where('c.id', 'in', base.select('c.id'));
  q = f.sort
    ? q.orderBy(KONTRAK_SORT[f.sort.column], f.sort.direction).orderBy('c.id', 'desc')
    : q.orderBy('c.akhir', 'desc').orderBy('c.id', 'desc');
  const { rows, total } = await pageWithTotal(q.limit(f.limit).offset(f.offset).execute(), base);
  return { rows: rows.map(toKontrak), total };
}

export async function findKontrak(db: Db, id: number): Promise<OutsourcingKontrakRow | undefined> {
  const r = await selectKontrak(db).where('c.id', '=', id).executeTakeFirst();
  return r && toKontrak(r);
}

export interface KontrakValues {
  jenis_id: number;
  kantor_id: number;
  nomor: string | null;
  perusahaan: string | null;
  awal: string;
  akhir: string;
  keterangan: string | null;
}

export async function insertKontrak(trx: Db, outsourcingId: number, v: KontrakValues): Promise<number> {
  const r = await trx
    .insertInto('outsourcing_kontrak')
    .values({ outsourcing_id: outsourcingId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** A changed end date clears the expiry notice, so HR is told again about the new date. */
export async function updateKontrak(trx: Db, id: number, v: KontrakValues): Promise<void> {
  await trx
    .updateTable('outsourcing_kontrak')
    .set({
      ...v,
      updated_at: new Date(),
      expiry_notified_at: sql`CASE WHEN akhir = ${v.akhir}::date THEN expiry_notified_at END`,
    })
    .where('id', '=', id)
    .execute();
}

/** The worker's first contract whose period shares a day with awal..akhir (other than `exceptId`). */
export async function overlappingKontrak(
  db: Db,
  outsourcingId: number,
  period: { awal: string; akhir: string },
  exceptId?: number,
) {
  let q = db
    .selectFrom('outsourcing_kontrak')
    .select([
      'id',
      'nomor',
      sql<string>`to_char(awal, 'YYYY-MM-DD')`.as('awal'),
      sql<string>`to_char(akhir, 'YYYY-MM-DD')`.as('akhir'),
    ])
    .where('outsourcing_id', '=', outsourcingId)
    .where(sql<SqlBool>`awal <= ${period.akhir}::date AND akhir >= ${period.awal}::date`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.orderBy('awal').orderBy('id').executeTakeFirst();
}

export async function lockKontrak(trx: Db, id: number) {
  return trx
    .selectFrom('outsourcing_kontrak')
    .select(['id', 'outsourcing_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The last contract (latest end) of each of these workers, raw, for the bulk extension. */
export async function lastKontrakOf(trx: Db, outsourcingIds: readonly number[]) {
  if (outsourcingIds.length === 0) return [];
  return trx
    .selectFrom('outsourcing_kontrak as c')
    .select([
      'c.outsourcing_id',
      'c.jenis_id',
      'c.kantor_id',
      'c.perusahaan',
      sql<string>`to_char(c.akhir, 'YYYY-MM-DD')`.as('akhir'),
      sql<string>`to_char(c.akhir + 1, 'YYYY-MM-DD')`.as('next_awal'),
    ])
    .distinctOn('c.outsourcing_id')
    .where('c.outsourcing_id', 'in', [...outsourcingIds])
    .orderBy('c.outsourcing_id')
    .orderBy('c.akhir', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export async function jenisExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('outsourcing_jenis').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function kantorExists(db: Db, id: number): Promise<boolean> {
  const r = await db
    .selectFrom('kantor')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return r !== undefined;
}

// ---- workers ------------------------------------------------------------------------------------------

const LAST_KONTRAK = sql<number | null>`(SELECT lk.id FROM outsourcing_kontrak lk WHERE lk.outsourcing_id = o.id
  ORDER BY lk.akhir DESC, lk.id DESC LIMIT 1)`;

function workerBase(db: Db) {
  return db
    .selectFrom('outsourcing as o')
    .leftJoin('outsourcing_jabatan as jb', 'jb.id', 'o.jabatan_id')
    .leftJoin('outsourcing_kontrak as c', (join) => join.on('c.id', '=', LAST_KONTRAK))
    .leftJoin('outsourcing_jenis as j', 'j.id', 'c.jenis_id')
    .leftJoin('kantor as k', 'k.id', 'c.kantor_id')
    .leftJoin('outsourcing_phk as ph', 'ph.outsourcing_id', 'o.id');
}

function selectWorker(db: Db) {
  return workerBase(db).select([
    'o.id',
    'o.nama',
    'o.nik',
    sql<string | null>`to_char(o.tanggal_lahir, 'YYYY-MM-DD')`.as('tanggal_lahir'),
    'o.jenis_kelamin',
    'o.telepon',
    'jb.id as jabatan_id',
    'jb.nama as jabatan_nama',
    'o.photo',
    'c.id as kontrak_id',
    'j.id as jenis_id',
    'j.nama as jenis_nama',
    'k.id as kantor_id',
    'k.nama as kantor_nama',
    'c.nomor',
    'c.perusahaan',
    sql<string | null>`to_char(c.awal, 'YYYY-MM-DD')`.as('awal'),
    sql<string | null>`to_char(c.akhir, 'YYYY-MM-DD')`.as('akhir'),
    'c.keterangan',
    status('c.akhir').as('status'),
    sql<number | null>`(c.akhir - ${TODAY})::int`.as('sisa_hari'),
    'ph.id as phk_id',
    sql<string | null>`to_char(ph.tanggal, 'YYYY-MM-DD')`.as('phk_tanggal'),
    'ph.alasan as phk_alasan',
  ]);
}

type WorkerDbRow = Awaited<ReturnType<ReturnType<typeof selectWorker>['executeTakeFirstOrThrow']>>;

function toWorker(r: WorkerDbRow): OutsourcingRow {
  return {
    id: r.id,
    nama: r.nama,
    nik: r.nik,
    tanggal_lahir: r.tanggal_lahir,
    jenis_kelamin: r.jenis_kelamin,
    telepon: r.telepon,
    jabatan: r.jabatan_id !== null && r.jabatan_nama !== null ? { id: r.jabatan_id, nama: r.jabatan_nama } : null,
    photo: r.photo,
    kontrak_akhir:
      r.kontrak_id !== null
        ? {
            id: r.kontrak_id,
            outsourcing_id: r.id,
            nama: r.nama,
            jenis: { id: r.jenis_id!, nama: r.jenis_nama! },
            kantor: { id: r.kantor_id!, nama: r.kantor_nama! },
            nomor: r.nomor,
            perusahaan: r.perusahaan,
            awal: r.awal!,
            akhir: r.akhir!,
            keterangan: r.keterangan,
            status: r.status,
            sisa_hari: r.sisa_hari!,
          }
        : null,
    phk:
      r.phk_id !== null && r.phk_tanggal !== null && r.phk_alasan !== null
        ? { id: r.phk_id, tanggal: r.phk_tanggal, alasan: r.phk_alasan }
        : null,
  };
}

export interface WorkerFilter {
  /** index: not terminated (no PHK whose date has come); expired: and the last contract ends within 30 days or has ended. */
  view: 'index' | 'expired';
  search?: string;
  jabatan_id?: number;
  jenis_id?: number;
  kantor_id?: number;
  status_kontrak?: KontrakStatus;
  scope: KantorScope;
}

const WORKER_SORT = {
  nama: 'o.nama',
  jabatan: 'jb.nama',
  akhir: 'c.akhir',
  kantor: 'k.nama',
  jenis: 'j.nama',
} as const satisfies Record<OutsourcingSortColumn, string>;

function filteredWorkers(db: Db, f: WorkerFilter) {
  let q = workerBase(db).where((eb) => eb.or([eb('ph.id', 'is', null), eb('ph.tanggal', '>', TODAY)]));
  if (f.scope !== null) q = q.where(inScope('c.kantor_id', f.scope));
  if (f.view === 'expired') q = q.where('c.akhir', '<=', sql<string>`${TODAY} + ${KONTRAK_WARNING_DAYS}::int`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([eb('o.nama', 'ilike', pattern), eb('o.nik', 'ilike', pattern), eb('c.perusahaan', 'ilike', pattern)]),
    );
  }
  if (f.jabatan_id !== undefined) q = q.where('o.jabatan_id', '=', f.jabatan_id);
  if (f.jenis_id !== undefined) q = q.where('c.jenis_id', '=', f.jenis_id);
  if (f.kantor_id !== undefined) q = q.where('c.kantor_id', '=', f.kantor_id);
  if (f.status_kontrak) q = q.where(statusRange('c.akhir', f.status_kontrak));
  return q;
}

export async function listWorkers(
  db: Db,
  f: WorkerFilter & { sort: Sort<OutsourcingSortColumn>; limit: number; offset: number },
): Promise<{ rows: OutsourcingRow[]; total: number }> {
  const base = filteredWorkers(db, f);
  let q = selectWorker(db).where('o.id', 'in', base.select('o.id'));
  const defaultSort = f.view === 'expired' ? 'c.akhir' : 'o.nama';
  q = f.sort
    ? q.orderBy(WORKER_SORT[f.sort.column], sortOrder(WORKER_SORT[f.sort.column], f.sort.direction))
    : q.orderBy(defaultSort, 'asc');
  q = q.orderBy('o.id', 'asc');
  const { rows, total } = await pageWithTotal(q.limit(f.limit).offset(f.offset).execute(), base);
  return { rows: rows.map(toWorker), total };
}

/** Every worker on the register in its order, in batches (the export). */
export async function* iterateWorkers(db: Db, batch: number): AsyncGenerator<OutsourcingRow> {
  for (let offset = 0; ; offset += batch) {
    const page = await listWorkers(db, {
      view: 'index',
      scope: null,
      sort: null,
      limit: batch,
      offset,
    });
    yield* page.rows;
    if (page.rows.length < batch) return;
  }
}

export async function countWorkers(db: Db): Promise<number> {
  const r = await filteredWorkers(db, { view: 'index', scope: null })
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return r.n;
}

/** One worker; with a scope, only when their last contract is at one of its offices. */
export async function findWorker(db: Db, id: number, scope: KantorScope = null): Promise<OutsourcingRow | undefined> {
  const r = await selectWorker(db).where('o.id', '=', id).where(inScope('c.kantor_id', scope)).executeTakeFirst();
  return r && toWorker(r);
}

export interface WorkerValues {
  nama: string;
  nik: string | null;
  tanggal_lahir: string | null;
  jenis_kelamin: 'L' | 'P' | null;
  telepon: string | null;
  jabatan_id: number | null;
}

export async function insertWorker(trx: Db, v: WorkerValues): Promise<number> {
  return (await trx.insertInto('outsourcing').values(v).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateWorker(trx: Db, id: number, v: WorkerValues): Promise<void> {
  await trx
    .updateTable('outsourcing')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setWorkerPhoto(trx: Db, id: number, key: string): Promise<void> {
  await trx.updateTable('outsourcing').set({ photo: key, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Locks workers for a write (ids in order, the order every writer uses); answers those that exist. */
export async function lockWorkers(trx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('outsourcing as o')
    .leftJoin('outsourcing_phk as ph', 'ph.outsourcing_id', 'o.id')
    .select(['o.id', 'o.photo', sql<boolean>`(ph.id IS NOT NULL AND ph.tanggal <= ${TODAY})`.as('terminated')])
    .where('o.id', 'in', [...ids])
    .orderBy('o.id')
    .forUpdate('o')
    .execute();
}

export async function nikTaken(db: Db, nik: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('outsourcing').select('id').where('nik', '=', nik);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function jabatanExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('outsourcing_jabatan').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The offices below (and including) one office. */
export async function kantorSubtree(db: Db, kantorId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 0 FROM kantor WHERE id = ${kantorId} AND deleted_at IS NULL
      UNION ALL
      SELECT k.id, d.depth + 1 FROM kantor k JOIN down d ON k.parent_id = d.id
       WHERE k.deleted_at IS NULL AND d.depth < 32
    )
    SELECT DISTINCT id FROM down`.execute(db);
  return rows.map((r) => r.id);
}

export async function kantorOfUser(db: Db, userId: number): Promise<number | null> {
  const r = await db
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select('p.kantor_id')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return r?.kantor_id ?? null;
}

// ---- terminations -------------------------------------------------------------------------------------

function selectPhk(db: Db) {
  return db
    .selectFrom('outsourcing_phk as ph')
    .innerJoin('outsourcing as o', 'o.id', 'ph.outsourcing_id')
    .leftJoin('outsourcing_jabatan as jb', 'jb.id', 'o.jabatan_id')
    .leftJoin('outsourcing_kontrak as c', (join) => join.on('c.id', '=', LAST_KONTRAK))
    .leftJoin('kantor as k', 'k.id', 'c.kantor_id')
    .select([
      'ph.id',
      'ph.outsourcing_id',
      'o.nama',
      'jb.id as jabatan_id',
      'jb.nama as jabatan_nama',
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      sql<string>`to_char(ph.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
      sql<number>`extract(year FROM ph.tanggal)::int`.as('tahun'),
      'ph.alasan',
      'ph.keterangan',
      sql<boolean>`(ph.tanggal <= ${TODAY})`.as('is_effective'),
    ]);
}

type PhkDbRow = Awaited<ReturnType<ReturnType<typeof selectPhk>['executeTakeFirstOrThrow']>>;

function toPhk(r: PhkDbRow): OutsourcingPhkRow {
  return {
    id: r.id,
    outsourcing_id: r.outsourcing_id,
    nama: r.nama,
    jabatan: r.jabatan_id !== null && r.jabatan_nama !== null ? { id: r.jabatan_id, nama: r.jabatan_nama } : null,
    kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
    tanggal: r.tanggal,
    tahun: r.tahun,
    alasan: r.alasan,
    keterangan: r.keterangan,
    is_effective: r.is_effective,
  };
}

export async function listPhk(
  db: Db,
  f: { search?: string; tahun?: number; limit: number; offset: number },
): Promise<{ rows: OutsourcingPhkRow[]; total: number }> {
  let base = db.selectFrom('outsourcing_phk as ph').innerJoin('outsourcing as o', 'o.id', 'ph.outsourcing_id');
  if (f.search) {
    const pattern = containsPattern(f.search);
    base = base.where((eb) => eb.or([eb('o.nama', 'ilike', pattern), eb('ph.alasan', 'ilike', pattern)]));
  }
  if (f.tahun !== undefined)
    base = base.where('ph.tanggal', '>=', `${f.tahun}-01-01`).where('ph.tanggal', '<=', `${f.tahun}-12-31`);
  const q = selectPhk(db)
    .where('ph.id', 'in', base.select('ph.id'))
    .orderBy('ph.tanggal', 'desc')
    .orderBy('ph.id', 'desc');
  const { rows, total } = await pageWithTotal(q.limit(f.limit).offset(f.offset).execute(), base);
  return { rows: rows.map(toPhk), total };
}

export async function findPhk(db: Db, id: number): Promise<OutsourcingPhkRow | undefined> {
  const r = await selectPhk(db).where('ph.id', '=', id).executeTakeFirst();
  return r && toPhk(r);
}

// ---- the expiry notice --------------------------------------------------------------------------------

/**
 * Marks every last contract of a worker on the register that ends within 30 days (from today) and
 * was not announced yet; answers them (name, end date) for the one notification.
 */
export async function claimExpiringKontrak(trx: Db): Promise<{ id: number; nama: string; akhir: string }[]> {
  const { rows } = await sql<{ id: number; nama: string; akhir: string }>`
    WITH last AS (
      SELECT DISTINCT ON (c.outsourcing_id) c.id, c.outsourcing_id, c.akhir, c.expiry_notified_at
        FROM outsourcing_kontrak c
       ORDER BY c.outsourcing_id, c.akhir DESC, c.id DESC
    ), due AS (
      SELECT l.id FROM last l
        LEFT JOIN outsourcing_phk ph ON ph.outsourcing_id = l.outsourcing_id
       WHERE l.expiry_notified_at IS NULL
         AND l.akhir >= ${TODAY} AND l.akhir <= ${TODAY} + ${KONTRAK_WARNING_DAYS}::int
         AND (ph.id IS NULL OR ph.tanggal > ${TODAY})
    )
    UPDATE outsourcing_kontrak c SET expiry_notified_at = now()
      FROM due, outsourcing o
     WHERE c.id = due.id AND o.id = c.outsourcing_id
    RETURNING c.id, o.nama, to_char(c.akhir, 'YYYY-MM-DD') AS akhir`.execute(trx);
  return rows.sort((a, b) => a.akhir.localeCompare(b.akhir) || a.id - b.id);
}
