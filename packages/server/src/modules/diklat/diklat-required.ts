/**
 * Gap Kompetensi (/pegawai/diklat/required, 57 or 61): what each position requires (jabatan_kompetensi)
 * against what its active holders have (pegawai_kompetensi with is_exist, matched by name without
 * case). Also the holders of a risk-management certification (/sdm/sertifikasi/manajemen_resiko): the
 * employees' certifications whose name is a certification setting of kategori 'manajemen_resiko'.
 */
import type {
  DiklatKompetensiOptionsAnswer,
  DiklatRequiredInput,
  DiklatRequiredListAnswer,
  DiklatRequiredMutation,
  DiklatRequiredQuery,
  DiklatRequiredRow,
  ManajemenResikoListAnswer,
  ManajemenResikoQuery,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export const REQUIRED_MESSAGES = {
  updated: 'Kompetensi Jabatan updated',
  jabatanNotFound: 'Jabatan tidak ditemukan',
  kompetensiUnknown: (names: string[]) =>
    `Kompetensi tidak dikenal (bukan kompetensi pegawai, sertifikasi atau kualifikasi diklat): ${names.join(', ')}`,
} as const;

/**
 * Every name a requirement may use, with a priority choosing which spelling a name found in several
 * places takes (a certification's, a qualification's, a requirement's, then an employee's).
 * A known vocabulary keeps typos out: a requirement nobody can ever meet would be a false gap.
 */
const KNOWN_NAMES = sql`(
  SELECT nama, 1 AS prio, NULL::int AS pegawai_id FROM diklat_sertifikasi
  UNION ALL SELECT nama, 2, NULL FROM diklat_qualification
  UNION ALL SELECT nama, 3, NULL FROM jabatan_kompetensi
  UNION ALL SELECT pk.nama, 4, CASE WHEN pk.is_exist AND p.is_active THEN p.id END
    FROM pegawai_kompetensi pk JOIN pegawai p ON p.id = pk.pegawai_id
)`;

/** The names (as sent) that are no known competency, compared as the Gap Kompetensi matches: ignoring case. */
async function unknownNames(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<{ nama: string }>`
    SELECT i.nama FROM unnest(${sql.val(names)}::text[]) WITH ORDINALITY AS i(nama, n)
    WHERE lower(i.nama) NOT IN (SELECT lower(k.nama) FROM ${KNOWN_NAMES} k)
    ORDER BY i.n`.execute(db);
  return rows.map((r) => r.nama);
}

const MANAJEMEN_RESIKO_KATEGORI = 'manajemen_resiko';

/** memiliki / pemegang in percent with 2 decimals (spec: gaps rounded to 2 decimals). */
function pemenuhan(memiliki: number, pemegang: number): number | null {
  return pemegang === 0 ? null : Math.round((memiliki / pemegang) * 10_000) / 100;
}

async function rowsOf(db: Db, jabatan: { id: number; nama: string }[]): Promise<DiklatRequiredRow[]> {
  if (jabatan.length === 0) return [];
  const ids = jabatan.map((j) => j.id);
  const holders = await db
    .selectFrom('pegawai')
    .select(['jabatan_id', sql<number>`count(*)::int`.as('n')])
    .where('jabatan_id', 'in', ids)
    .where('is_active', '=', true)
    .groupBy('jabatan_id')
    .execute();
  const reqs = await sql<{ jabatan_id: number; nama: string; memiliki: number }>`
    SELECT jk.jabatan_id, jk.nama,
      (SELECT count(DISTINCT p.id)::int FROM pegawai p
         JOIN pegawai_kompetensi pk ON pk.pegawai_id = p.id AND pk.is_exist AND lower(pk.nama) = lower(jk.nama)
        WHERE p.jabatan_id = jk.jabatan_id AND p.is_active) AS memiliki
    FROM jabatan_kompetensi jk
    WHERE jk.jabatan_id IN (${sql.join(ids)})
    ORDER BY jk.jabatan_id, lower(jk.nama)`.execute(db);
  const pemegangOf = new Map(holders.map((h) => [h.jabatan_id!, h.n]));
  return jabatan.map((j) => {
    const pemegang = pemegangOf.get(j.id) ?? 0;
    const kompetensi = reqs.rows
      .filter((r) => r.jabatan_id === j.id)
      .map((r) => ({
        nama: r.nama,
        memiliki: r.memiliki,
        kurang: pemegang - r.memiliki,
        pemenuhan: pemenuhan(r.memiliki, pemegang),
      }));
    return { jabatan: j, pemegang, kompetensi, gap: kompetensi.reduce((sum, k) => sum + k.kurang, 0) };
  });
}

export class DiklatRequiredService {
  constructor(private readonly ctx: AppContext) {}

  /** Positions that require something, by name; only_gap keeps those where a holder lacks a requirement. */
  async list(q: DiklatRequiredQuery): Promise<DiklatRequiredListAnswer> {
    const db = this.ctx.db;
    let base = db
      .selectFrom('jabatan as j')
      .where((eb) =>
        eb.exists(eb.selectFrom('jabatan_kompetensi as jk').select('jk.id').whereRef('jk.jabatan_id', '=', 'j.id')),
      );
    if (q.jabatan_id !== undefined) base = base.where('j.id', '=', q.jabatan_id);
    const search = q.search?.trim();
    if (search) base = base.where('j.nama', 'ilike', containsPattern(search));
    if (q.only_gap)
      base = base.where(
        sql<boolean>`EXISTS (SELECT 1 FROM jabatan_kompetensi jk JOIN pegawai p ON p.jabatan_id = jk.jabatan_id AND p.is_active
          WHERE jk.jabatan_id = j.id AND NOT EXISTS (SELECT 1 FROM pegawai_kompetensi pk
            WHERE pk.pegawai_id = p.id AND pk.is_exist AND lower(pk.nama) = lower(jk.nama)))`,
      );
    const [{ n: total }, page] = await Promise.all([
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      base
        .select(['j.id', 'j.nama'])
        .orderBy('j.nama')
        .orderBy('j.id')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute(),
    ]);
    return toPaged(await rowsOf(db, page), total, q.page, q.per_page);
  }

  /** The names a requirement may use, one per name ignoring case, with how many active employees have it. */
  async kompetensiOptions(): Promise<DiklatKompetensiOptionsAnswer> {
    const { rows } = await sql<{ nama: string; pemilik: number }>`
      SELECT (array_agg(k.nama ORDER BY k.prio, k.nama))[1] AS nama,
        count(DISTINCT k.pegawai_id)::int AS pemilik
      FROM ${KNOWN_NAMES} k
      WHERE btrim(k.nama) <> ''
      GROUP BY lower(k.nama)
      ORDER BY lower(k.nama)`.execute(this.ctx.db);
    return { data: rows };
  }

  /** What the position requires, replacing what it required; every name a known competency (else 422). */
  async save(actor: Actor, jabatanId: number, input: DiklatRequiredInput): Promise<DiklatRequiredMutation> {
    const names = new Map<string, string>();
    for (const raw of input.kompetensi) {
      const nama = raw.trim();
      if (nama && !names.has(nama.toLowerCase())) names.set(nama.toLowerCase(), nama);
    }
    return this.ctx.db.transaction().execute(async (trx) => {
      const jabatan = await trx
        .selectFrom('jabatan')
        .select(['id', 'nama'])
        .where('id', '=', jabatanId)
        .forUpdate()
        .executeTakeFirst();
      if (!jabatan) throw new HttpError(404, REQUIRED_MESSAGES.jabatanNotFound);
      const unknown = await unknownNames(trx, [...names.values()]);
      if (unknown.length > 0) throw validationError({ kompetensi: [REQUIRED_MESSAGES.kompetensiUnknown(unknown)] });
      const before = await trx
        .selectFrom('jabatan_kompetensi')
        .select('nama')
        .where('jabatan_id', '=', jabatanId)
        .execute();
      await trx.deleteFrom('jabatan_kompetensi').where('jabatan_id', '=', jabatanId).execute();
      if (names.size > 0)
        await trx
          .insertInto('jabatan_kompetensi')
          .values([...names.values()].map((nama) => ({ jabatan_id: jabatanId, nama })))
          .execute();
      const [data] = await rowsOf(trx, [jabatan]);
      await recordAudit(trx, {
        ...actor,
        entity: 'jabatan_kompetensi',
        entityId: jabatanId,
        before: before.map((b) => b.nama),
        after: [...names.values()],
      });
      return { message: REQUIRED_MESSAGES.updated, data };
    });
  }

  async manajemenResiko(q: ManajemenResikoQuery): Promise<ManajemenResikoListAnswer> {
    let base = this.ctx.db
      .selectFrom('pegawai_sertifikasi as ps')
      .innerJoin('set_sertifikasi as ss', (j) =>
        j.on(sql<boolean>`lower(ss.nama) = lower(ps.nama)`).on('ss.kategori', '=', MANAJEMEN_RESIKO_KATEGORI),
      )
      .innerJoin('pegawai as p', 'p.id', 'ps.pegawai_id');
    const search = q.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      base = base.where((eb) =>
        eb.or([eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern), eb('ps.nama', 'ilike', pattern)]),
      );
    }
    if (q.level !== undefined) base = base.where('ss.level', '=', q.level);
    const [{ n: total }, rows] = await Promise.all([
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      base
        .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
        .select([
          'ps.id',
          'p.id as pegawai_id',
          'p.nama',
          'p.npp',
          'k.id as kantor_id',
          'k.nama as kantor_nama',
          'ps.nama as sertifikasi',
          'ss.level',
          'ps.nomor',
          sql<string>`to_char(ps.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
          sql<string | null>`to_char(ps.berlaku_sampai, 'YYYY-MM-DD')`.as('berlaku_sampai'),
        ])
        .orderBy('ss.level', 'desc')
        .orderBy('p.nama')
        .orderBy('ps.id')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute(),
    ]);
    return toPaged(
      rows.map((r) => ({
        id: r.id,
        pegawai: {
          id: r.pegawai_id,
          nama: r.nama,
          npp: visibleNpp(r.npp),
          kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
        },
        sertifikasi: r.sertifikasi,
        level: r.level,
        nomor: r.nomor,
        tanggal: r.tanggal,
        berlaku_sampai: r.berlaku_sampai,
      })),
      total,
      q.page,
      q.per_page,
    );
  }
}
