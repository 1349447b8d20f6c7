/**
 * SPPD master data, one description per resource (table, writable columns, how a row reads), so
 * the CRUD of the ten lists is written once. Table and column names come from this file only,
 * never from a request.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';
import type { JenisPejalan } from '@portal/contracts';

export interface MasterResource {
  /** Path segment under /api/sdm/sppd/x/ (spec §7). */
  path: string;
  table: string;
  entity: string;
  columns: readonly string[];
  /** Rows with id, nama (the option label) and the resource's own fields, for search and listing. */
  rows: () => RawBuilder<unknown>;
  /** Set on every row of a per-kind rate list (biaya_pegawai …): filtered on read, forced on write. */
  jenisPejalan?: JenisPejalan;
  /** Reads open to everyone making a trip (false: admins only). */
  openRead: boolean;
}

const simple = (table: string) => () => sql`SELECT t.id, t.nama, t.created_at FROM ${sql.table(table)} t`;

// The kantor's budget of a year less what waiting and approved trips of that kantor and year cost.
const anggaranRows = () => sql`
  SELECT a.id, k.nama || ' ' || a.tahun AS nama, a.kantor_id, k.nama AS kantor_nama, a.tahun, a.nominal::text AS nominal,
         coalesce(u.terpakai, 0)::numeric(18,2)::text AS terpakai,
         (a.nominal - coalesce(u.terpakai, 0))::numeric(18,2)::text AS sisa, a.created_at
  FROM sppd_anggaran a
  JOIN kantor k ON k.id = a.kantor_id
  LEFT JOIN LATERAL (
    SELECT sum(b.nominal) AS terpakai
    FROM sppd s
    JOIN approval_request r ON r.type = 'sppd' AND r.subject_id = s.id AND r.status IN ('menunggu', 'disetujui')
    JOIN sppd_pejalan p ON p.sppd_id = s.id
    JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
    WHERE s.kantor_id = a.kantor_id AND extract(year FROM s.tanggal_mulai)::int = a.tahun
  ) u ON true`;

const biayaRows = () => sql`
  SELECT b.id, l.nama || ' · ' || w.nama || ' · ' || j.nama || coalesce(' · ' || kd.nama, '') AS nama,
         b.jenis_pejalan, b.level_id, l.nama AS level_nama, b.wilayah_id, w.nama AS wilayah_nama,
         b.jenis_biaya_id, j.nama AS jenis_biaya_nama, j.satuan, b.kendaraan_id, kd.nama AS kendaraan_nama,
         b.nominal::text AS nominal, b.created_at
  FROM sppd_biaya b
  JOIN sppd_level l ON l.id = b.level_id
  JOIN sppd_wilayah w ON w.id = b.wilayah_id
  JOIN sppd_jenis_biaya j ON j.id = b.jenis_biaya_id
  LEFT JOIN sppd_kendaraan kd ON kd.id = b.kendaraan_id`;

const biayaOf = (jenisPejalan?: JenisPejalan): MasterResource => ({
  path: jenisPejalan ? `biaya_${jenisPejalan}` : 'biaya',
  table: 'sppd_biaya',
  entity: 'sppd_biaya',
  columns: ['jenis_pejalan', 'level_id', 'wilayah_id', 'jenis_biaya_id', 'kendaraan_id', 'nominal'],
  rows: biayaRows,
  jenisPejalan,
  openRead: true,
});

export const MASTER_RESOURCES: readonly MasterResource[] = [
  {
    path: 'jenis',
    table: 'sppd_jenis',
    entity: 'sppd_jenis',
    columns: ['nama'],
    rows: simple('sppd_jenis'),
    openRead: true,
  },
  {
    path: 'jenis_biaya',
    table: 'sppd_jenis_biaya',
    entity: 'sppd_jenis_biaya',
    columns: ['nama', 'satuan'],
    rows: () => sql`SELECT t.id, t.nama, t.satuan, t.created_at FROM sppd_jenis_biaya t`,
    openRead: true,
  },
  {
    path: 'wilayah',
    table: 'sppd_wilayah',
    entity: 'sppd_wilayah',
    columns: ['nama'],
    rows: simple('sppd_wilayah'),
    openRead: true,
  },
  {
    path: 'kendaraan',
    table: 'sppd_kendaraan',
    entity: 'sppd_kendaraan',
    columns: ['nama'],
    rows: simple('sppd_kendaraan'),
    openRead: true,
  },
  {
    path: 'level',
    table: 'sppd_level',
    entity: 'sppd_level',
    columns: ['nama'],
    rows: simple('sppd_level'),
    openRead: true,
  },
  {
    path: 'mitra_jabatan',
    table: 'sppd_mitra_jabatan',
    entity: 'sppd_mitra_jabatan',
    columns: ['nama', 'level_id'],
    rows: () => sql`SELECT t.id, t.nama, t.level_id, l.nama AS level_nama, t.created_at
                    FROM sppd_mitra_jabatan t JOIN sppd_level l ON l.id = t.level_id`,
    openRead: true,
  },
  {
    path: 'rekening',
    table: 'sppd_rekening',
    entity: 'sppd_rekening',
    columns: ['nama', 'bank', 'nomor'],
    rows: () => sql`SELECT t.id, t.nama, t.bank, t.nomor, t.created_at FROM sppd_rekening t`,
    openRead: false,
  },
  {
    path: 'anggaran',
    table: 'sppd_anggaran',
    entity: 'sppd_anggaran',
    columns: ['kantor_id', 'tahun', 'nominal'],
    rows: anggaranRows,
    openRead: false,
  },
  biayaOf(),
  biayaOf('pegawai'),
  biayaOf('outsourching'),
  biayaOf('mitra'),
];

export interface MasterFilter {
  search?: string;
  tahun?: number;
  kantor_id?: number;
  level_id?: number;
  wilayah_id?: number;
}

function whereOf(resource: MasterResource, f: MasterFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (f.search) parts.push(sql`x.nama ILIKE ${containsPattern(f.search)}`);
  if (resource.jenisPejalan) parts.push(sql`x.jenis_pejalan = ${resource.jenisPejalan}`);
  if (resource.table === 'sppd_anggaran' && f.tahun !== undefined) parts.push(sql`x.tahun = ${f.tahun}`);
  if (resource.table === 'sppd_anggaran' && f.kantor_id !== undefined) parts.push(sql`x.kantor_id = ${f.kantor_id}`);
  if (resource.table === 'sppd_biaya' && f.level_id !== undefined) parts.push(sql`x.level_id = ${f.level_id}`);
  if (resource.table === 'sppd_biaya' && f.wilayah_id !== undefined) parts.push(sql`x.wilayah_id = ${f.wilayah_id}`);
  return sql.join(parts, sql` AND `);
}

export async function listMaster(
  db: Db,
  resource: MasterResource,
  f: MasterFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const result = await sql<Record<string, unknown> & { total: number }>`
    SELECT x.*, count(*) OVER ()::int AS total FROM (${resource.rows()}) x
    WHERE ${whereOf(resource, f)}
    ORDER BY x.nama, x.id
    LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`.execute(db);
  const total = result.rows[0]?.total ?? 0;
  return { rows: result.rows.map(({ total: _t, ...row }) => row), total };
}

export async function optionsOf(db: Db, resource: MasterResource, f: MasterFilter) {
  const result = await sql<{ id: number; nama: string }>`
    SELECT x.id, x.nama FROM (${resource.rows()}) x WHERE ${whereOf(resource, f)} ORDER BY x.nama, x.id LIMIT 1000`.execute(
    db,
  );
  return result.rows;
}

export async function findMaster(db: Db, resource: MasterResource, id: number) {
  const result = await sql<Record<string, unknown>>`
    SELECT x.* FROM (${resource.rows()}) x WHERE x.id = ${id} AND ${whereOf(resource, {})}`.execute(db);
  return result.rows[0];
}

export async function insertMaster(db: Db, resource: MasterResource, values: Record<string, unknown>): Promise<number> {
  const cols = resource.columns;
  const result = await sql<{ id: number }>`
    INSERT INTO ${sql.table(resource.table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    VALUES (${sql.join(cols.map((c) => sql`${values[c] ?? null}`))}) RETURNING id`.execute(db);
  return result.rows[0].id;
}

export async function updateMaster(
  db: Db,
  resource: MasterResource,
  id: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const sets = resource.columns.map((c) => sql`${sql.ref(c)} = ${values[c] ?? null}`);
  const result = await sql`
    UPDATE ${sql.table(resource.table)} SET ${sql.join(sets)}, updated_at = now() WHERE id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function deleteMaster(db: Db, resource: MasterResource, id: number): Promise<boolean> {
  const result = await sql`DELETE FROM ${sql.table(resource.table)} WHERE id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
