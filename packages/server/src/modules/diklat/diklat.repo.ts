/**
 * Kysely reads and writes of diklat events and their participants in the wire shape. Events are
 * sorted by awal ascending (spec section 3) unless the list asks otherwise.
 */
import type { DiklatEventRow, DiklatEventSortColumn, DiklatMasterRow, DiklatPegawaiRow } from '@portal/contracts';
import { domain } from '../../platform/domain.js';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export const DIKLAT_FILE_OWNER = 'diklat_event';

export interface EventFilter {
  search?: string;
  kategori_id?: number;
  status_id?: number;
  penyelenggara_id?: number;
  jenis_id?: number;
  tahun?: number;
}

export interface EventValues {
  nama: string;
  jenis_id: number;
  awal: string;
  akhir: string | null;
  tempat: string | null;
  keterangan: string | null;
  penyelenggara: string | null;
  kategori_id: number | null;
  status_id: number | null;
  sertifikasi_id: number | null;
  qualification_id: number | null;
}

const { DIKLAT_EVENT_JENIS_SPECIAL } = domain;

const SORT_COLUMNS = {
  awal: 'e.awal',
  nama: 'e.nama',
  peserta: 'peserta',
} as const satisfies Record<DiklatEventSortColumn, string>;

const peserta = sql<number>`(SELECT count(*)::int FROM pegawai_diklat pd WHERE pd.diklat_event_id = e.id)`;
const fileCount = sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = ${DIKLAT_FILE_OWNER} AND f.owner_id = e.id AND f.deleted_at IS NULL)`;

function selectEvents(db: Db) {
  return db
    .selectFrom('diklat_event as e')
    .leftJoin('diklat_kategori as k', 'k.id', 'e.kategori_id')
    .leftJoin('diklat_status as s', 's.id', 'e.status_id')
    .leftJoin('diklat_sertifikasi as ds', 'ds.id', 'e.sertifikasi_id')
    .leftJoin('diklat_qualification as dq', 'dq.id', 'e.qualification_id')
    .select([
      'e.id',
      sql<string>`e.token::text`.as('token'),
      'e.nama',
      'e.jenis_id',
      sql<string>`to_char(e.awal, 'YYYY-MM-DD')`.as('awal'),
      sql<string | null>`to_char(e.akhir, 'YYYY-MM-DD')`.as('akhir'),
      'e.tempat',
      'e.keterangan',
      'e.penyelenggara',
      'k.id as kategori_id',
      'k.nama as kategori_nama',
      's.id as status_id',
      's.nama as status_nama',
      'ds.id as sertifikasi_id',
      'ds.nama as sertifikasi_nama',
      'dq.id as qualification_id',
      'dq.nama as qualification_nama',
      peserta.as('peserta'),
      fileCount.as('file_count'),
    ]);
}

type EventDbRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

const named = (id: number | null, nama: string | null) => (id !== null && nama !== null ? { id, nama } : null);

async function organisersOf(db: Db, ids: number[]): Promise<Map<number, DiklatMasterRow[]>> {
  const map = new Map<number, DiklatMasterRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('diklat_event_penyelenggara as ep')
    .innerJoin('diklat_penyelenggara as p', 'p.id', 'ep.penyelenggara_id')
    .select(['ep.diklat_event_id', 'p.id', 'p.nama', 'p.akronim'])
    .where('ep.diklat_event_id', 'in', ids)
    .orderBy('p.nama')
    .execute();
  for (const r of rows) {
    const list = map.get(r.diklat_event_id) ?? [];
    list.push({ id: r.id, nama: r.nama, akronim: r.akronim, label: `${r.nama} | ${r.akronim}`, jumlah: 0 });
    map.set(r.diklat_event_id, list);
  }
  return map;
}

async function toEventRows(db: Db, rows: EventDbRow[]): Promise<DiklatEventRow[]> {
  const organisers = await organisersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    nama: r.nama,
    jenis_id: r.jenis_id,
    is_special: r.jenis_id === DIKLAT_EVENT_JENIS_SPECIAL,
    awal: r.awal,
    akhir: r.akhir,
    tempat: r.tempat,
    keterangan: r.keterangan,
    penyelenggara: r.penyelenggara,
    penyelenggaras: organisers.get(r.id) ?? [],
    kategori: named(r.kategori_id, r.kategori_nama),
    status: named(r.status_id, r.status_nama),
    sertifikasi: named(r.sertifikasi_id, r.sertifikasi_nama),
    qualification: named(r.qualification_id, r.qualification_nama),
    peserta: r.peserta,
    file_count: r.file_count,
  }));
}

function filteredEvents(db: Db, f: EventFilter) {
  let q = db.selectFrom('diklat_event as e');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb('e.nama', 'ilike', pattern),
        eb('e.tempat', 'ilike', pattern),
        eb('e.penyelenggara', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('diklat_event_penyelenggara as ep')
            .innerJoin('diklat_penyelenggara as p', 'p.id', 'ep.penyelenggara_id')
            .select('ep.penyelenggara_id')
            .whereRef('ep.diklat_event_id', '=', 'e.id')
            .where((w) => w.or([w('p.nama', 'ilike', pattern), w('p.akronim', 'ilike', pattern)])),
        ),
      ]),
    );
  }
  if (f.kategori_id !== undefined) q = q.where('e.kategori_id', '=', f.kategori_id);
  if (f.status_id !== undefined) q = q.where('e.status_id', '=', f.status_id);
  if (f.jenis_id !== undefined) q = q.where('e.jenis_id', '=', f.jenis_id);
  if (f.penyelenggara_id !== undefined) {
    const id = f.penyelenggara_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('diklat_event_penyelenggara as ep')
          .select('ep.penyelenggara_id')
          .whereRef('ep.diklat_event_id', '=', 'e.id')
          .where('ep.penyelenggara_id', '=', id),
      ),
    );
  }
  if (f.tahun !== undefined) q = q.where('e.awal', '>=', `${f.tahun}-01-01`).where('e.awal', '<=', `${f.tahun}-12-31`);
  return q;
}

export async function listEvents(
  db: Db,
  f: EventFilter & {
    sort: { column: DiklatEventSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: DiklatEventRow[]; total: number }> {
  const base = filteredEvents(db, f);
  let q = selectEvents(db).where('e.id', 'in', base.select('e.id'));
  q = f.sort
    ? q.orderBy(sql.ref(SORT_COLUMNS[f.sort.column]), f.sort.direction).orderBy('e.id', 'asc')
    : q.orderBy('e.awal', 'asc').orderBy('e.id', 'asc');
  const { rows, total } = await pageWithTotal(q.limit(f.limit).offset(f.offset).execute(), base);
  return { rows: await toEventRows(db, rows), total };
}

export async function findEvent(db: Db, by: { id: number } | { token: string }): Promise<DiklatEventRow | undefined> {
  // The token compared as a uuid: the unique index finds it, and an upper-case token is the same token.
  const q = 'id' in by ? selectEvents(db).where('e.id', '=', by.id) : selectEvents(db).where('e.token', '=', by.token);
  const r = await q.executeTakeFirst();
  return r && (await toEventRows(db, [r]))[0];
}

export async function lockEvent(trx: Db, id: number): Promise<boolean> {
  return (
    (await trx.selectFrom('diklat_event').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !==
    undefined
  );
}

export async function insertEvent(trx: Db, values: EventValues): Promise<number> {
  return (await trx.insertInto('diklat_event').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateEvent(trx: Db, id: number, values: EventValues): Promise<void> {
  await trx
    .updateTable('diklat_event')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setOrganisers(trx: Db, eventId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('diklat_event_penyelenggara').where('diklat_event_id', '=', eventId).execute();
  if (ids.length > 0)
    await trx
      .insertInto('diklat_event_penyelenggara')
      .values(ids.map((penyelenggara_id) => ({ diklat_event_id: eventId, penyelenggara_id })))
      .execute();
}

export async function existingIds(db: Db, table: 'diklat_penyelenggara', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

// ---- participants ------------------------------------------------------------------------------------

function selectParticipants(db: Db) {
  return db
    .selectFrom('pegawai_diklat as pd')
    .innerJoin('diklat_event as e', 'e.id', 'pd.diklat_event_id')
    .innerJoin('pegawai as p', 'p.id', 'pd.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .select([
      'pd.id',
      'pd.diklat_event_id',
      'pd.keterangan',
      'e.nama as event_nama',
      'e.jenis_id',
      sql<string>`to_char(e.awal, 'YYYY-MM-DD')`.as('awal'),
      sql<string | null>`to_char(e.akhir, 'YYYY-MM-DD')`.as('akhir'),
      'p.id as pegawai_id',
      'p.nama as pegawai_nama',
      'p.npp',
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      'j.nama as jabatan_nama',
    ]);
}

type ParticipantDbRow = Awaited<ReturnType<ReturnType<typeof selectParticipants>['executeTakeFirstOrThrow']>>;

function toParticipant(r: ParticipantDbRow): DiklatPegawaiRow {
  return {
    id: r.id,
    diklat_event_id: r.diklat_event_id,
    event: {
      id: r.diklat_event_id,
      nama: r.event_nama,
      jenis_id: r.jenis_id,
      is_special: r.jenis_id === DIKLAT_EVENT_JENIS_SPECIAL,
      awal: r.awal,
      akhir: r.akhir,
    },
    pegawai: {
      id: r.pegawai_id,
      nama: r.pegawai_nama,
      npp: visibleNpp(r.npp),
      kantor: named(r.kantor_id, r.kantor_nama),
    },
    jabatan: r.jabatan_nama,
    keterangan: r.keterangan,
  };
}

export interface ParticipantFilter {
  search?: string;
  diklat_event_id?: number;
  pegawai_id?: number;
}

/**
 * The filter on the participation table alone: its employee and event always exist (NOT NULL
 * foreign keys), so the total of an unsearched list counts one table, and a search is two
 * index-backed id sets (employees by name/NPP through their trigram indexes; events by name).
 */
function filteredParticipants(db: Db, f: ParticipantFilter) {
  let q = db.selectFrom('pegawai_diklat as pd');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(
          'pd.pegawai_id',
          'in',
          eb
            .selectFrom('pegawai as sp')
            .select('sp.id')
            .where((w) => w.or([w('sp.nama', 'ilike', pattern), w('sp.npp', 'ilike', pattern)])),
        ),
        eb(
          'pd.diklat_event_id',
          'in',
          eb.selectFrom('diklat_event as se').select('se.id').where('se.nama', 'ilike', pattern),
        ),
      ]),
    );
  }
  if (f.diklat_event_id !== undefined) q = q.where('pd.diklat_event_id', '=', f.diklat_event_id);
  if (f.pegawai_id !== undefined) q = q.where('pd.pegawai_id', '=', f.pegawai_id);
  return q;
}

/**
 * The ids of an unsearched page in the register's order without joining every participation to
 * its employee: events walked by awal (diklat_event_awal_idx), and in each event its participants
 * walked by name (pegawai_list_order_idx, probing the (pegawai_id, diklat_event_id) key), each
 * event stopping at offset + limit rows. A page then costs tens of index probes, not a sort of
 * every participation.
 */
function unsearchedPageIds(db: Db, f: ParticipantFilter & { limit: number; offset: number }) {
  let q = db
    .selectFrom('diklat_event as e')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('pegawai as wp')
          .innerJoin('pegawai_diklat as w', (join) =>
            join.onRef('w.pegawai_id', '=', 'wp.id').onRef('w.diklat_event_id', '=', 'e.id'),
          )
          .select(['w.id', 'wp.nama'])
          .orderBy('wp.nama')
          .orderBy('w.id')
          .limit(f.offset + f.limit)
          .as('x'),
      (join) => join.onTrue(),
    )
    .select('x.id');
  if (f.diklat_event_id !== undefined) q = q.where('e.id', '=', f.diklat_event_id);
  return q.orderBy('e.awal').orderBy('e.id').orderBy('x.nama').orderBy('x.id').limit(f.limit).offset(f.offset);
}

export async function listParticipants(
  db: Db,
  f: ParticipantFilter & { limit: number; offset: number },
): Promise<{ rows: DiklatPegawaiRow[]; total: number }> {
  const base = filteredParticipants(db, f);
  const ids =
    f.search || f.pegawai_id !== undefined
      ? base
          .innerJoin('diklat_event as e', 'e.id', 'pd.diklat_event_id')
          .innerJoin('pegawai as p', 'p.id', 'pd.pegawai_id')
          .select('pd.id')
          .orderBy('e.awal', 'asc')
          .orderBy('e.id', 'asc')
          .orderBy('p.nama', 'asc')
          .orderBy('pd.id', 'asc')
          .limit(f.limit)
          .offset(f.offset)
      : unsearchedPageIds(db, f);
  const q = selectParticipants(db)
    .where('pd.id', 'in', ids)
    .orderBy('e.awal', 'asc')
    .orderBy('e.id', 'asc')
    .orderBy('p.nama', 'asc')
    .orderBy('pd.id', 'asc');
  const { rows, total } = await pageWithTotal(q.execute(), base);
  return { rows: rows.map(toParticipant), total };
}

/** Every participation by the event's awal, in batches (the export). */
export async function* iterateParticipants(db: Db, batch: number): AsyncGenerator<DiklatPegawaiRow> {
  let offset = 0;
  for (;;) {
    const page = await selectParticipants(db)
      .orderBy('e.awal', 'asc')
      .orderBy('e.id', 'asc')
      .orderBy('p.nama', 'asc')
      .orderBy('pd.id', 'asc')
      .limit(batch)
      .offset(offset)
      .execute();
    for (const r of page) yield toParticipant(r);
    if (page.length < batch) return;
    offset += batch;
  }
}

export async function countParticipants(db: Db, eventId?: number): Promise<number> {
  let q = db.selectFrom('pegawai_diklat').select(sql<number>`count(*)::int`.as('n'));
  if (eventId !== undefined) q = q.where('diklat_event_id', '=', eventId);
  return (await q.executeTakeFirstOrThrow()).n;
}
