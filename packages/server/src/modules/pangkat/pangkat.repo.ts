/**
 * Kysely reads of the rank register and of employees' current ranks. The current rank of an
 * employee is their rank record with the greatest awal (then id); employees without records show
 * pegawai.pangkat_id with no date.
 */
import type { CurrentPangkatEvent, PangkatRow, PangkatSortColumn, PegawaiCurrentPangkatRow } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

export const PANGKAT_SORT_COLUMNS = {
  id: 'id',
  nama: 'nama',
  grade: 'grade',
  corporate_title: 'corporate_title',
} as const satisfies Record<PangkatSortColumn, string>;

/** Spec section 3: the rank label is 'nama|grade|corporate_title'. */
export function pangkatLabel(p: { nama: string; grade: string; corporate_title: string }): string {
  return `${p.nama}|${p.grade}|${p.corporate_title}`;
}

function base(db: Db, search?: string) {
  let q = db.selectFrom('pangkat');
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([eb('nama', 'ilike', pattern), eb('grade', 'ilike', pattern), eb('corporate_title', 'ilike', pattern)]),
    );
  }
  return q;
}

/** Grades are text ('1', '10', '2A'): sorted by their leading number first, so 2 comes before 10 (issue #12). */
const gradeNumber = sql<number>`(substring(grade from '^[0-9]+'))::int`;

export async function listPangkat(
  db: Db,
  f: {
    search?: string;
    sort: { column: PangkatSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<PangkatRow[]> {
  const q = base(db, f.search).select(['id', 'nama', 'grade', 'corporate_title', 'is_disabled']);
  const byGrade = (direction: 'asc' | 'desc') =>
    q.orderBy(gradeNumber, sql.raw(`${direction} nulls last`)).orderBy('grade', direction);
  const sorted = !f.sort
    ? byGrade('asc').orderBy('nama').orderBy('id')
    : f.sort.column === 'grade'
      ? byGrade(f.sort.direction).orderBy('id')
      : q.orderBy(PANGKAT_SORT_COLUMNS[f.sort.column], f.sort.direction).orderBy('id');
  return (await sorted.limit(f.limit).offset(f.offset).execute()).map((p) => ({ ...p, label: pangkatLabel(p) }));
}

export async function countPangkat(db: Db, search?: string): Promise<number> {
  return Number(
    (
      await base(db, search)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export async function findPangkat(db: Db, id: number): Promise<PangkatRow | undefined> {
  const p = await db
    .selectFrom('pangkat')
    .select(['id', 'nama', 'grade', 'corporate_title', 'is_disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  return p && { ...p, label: pangkatLabel(p) };
}

export async function pangkatUsage(db: Db, id: number): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT (SELECT count(*) FROM pegawai_pangkat WHERE pangkat_id = ${id}) + (SELECT count(*) FROM pegawai WHERE pangkat_id = ${id}) AS n`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface CurrentPangkatFilter {
  event: CurrentPangkatEvent;
  search?: string;
  pegawaiId?: number;
  /** Years without a new rank after which a rank is due (expired list, simulation). */
  years: number;
  limit: number;
  offset: number;
}

/** Active employees with their current rank; expired keeps those whose rank is at least `years` old. */
function currentQuery(f: Omit<CurrentPangkatFilter, 'limit' | 'offset'>) {
  const pattern = f.search ? containsPattern(f.search) : null;
  return sql`
    SELECT p.id AS pegawai_id, p.nama, p.npp, cur.awal,
           pk.id AS pangkat_id, pk.nama AS pangkat_nama, pk.grade, pk.corporate_title,
           CASE WHEN cur.awal IS NULL THEN NULL ELSE extract(year FROM age(current_date, cur.awal))::int END AS masa_tahun,
           CASE WHEN cur.awal IS NULL THEN NULL ELSE to_char(cur.awal + make_interval(years => ${f.years}), 'YYYY-MM-DD') END AS next_date
    FROM pegawai p
    LEFT JOIN LATERAL (SELECT pp.pangkat_id, pp.awal FROM pegawai_pangkat pp WHERE pp.pegawai_id = p.id ORDER BY pp.awal DESC, pp.id DESC LIMIT 1) cur ON true
    LEFT JOIN pangkat pk ON pk.id = coalesce(cur.pangkat_id, p.pangkat_id)
    WHERE p.is_active
      AND (${pattern}::text IS NULL OR p.nama ILIKE ${pattern} OR p.npp ILIKE ${pattern} OR pk.nama ILIKE ${pattern})
      AND (${f.pegawaiId ?? null}::int IS NULL OR p.id = ${f.pegawaiId ?? null})
      AND (${f.event !== 'index_expired'} OR cur.awal <= current_date - make_interval(years => ${f.years}))`;
}

interface CurrentDbRow {
  pegawai_id: number;
  nama: string;
  npp: string;
  awal: string | null;
  pangkat_id: number | null;
  pangkat_nama: string | null;
  grade: string | null;
  corporate_title: string | null;
  masa_tahun: number | null;
  next_date: string | null;
}

export async function listCurrentPangkat(
  db: Db,
  f: CurrentPangkatFilter,
): Promise<{ rows: PegawaiCurrentPangkatRow[]; total: number }> {
  const inner = currentQuery(f);
  const order = f.event === 'index_pegawai' ? sql`nama, pegawai_id` : sql`awal NULLS LAST, nama, pegawai_id`;
  const [rows, total] = await Promise.all([
    sql<CurrentDbRow>`SELECT * FROM (${inner}) x ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM (${inner}) x`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      pegawai_id: r.pegawai_id,
      nama: r.nama,
      npp: r.npp,
      pangkat:
        r.pangkat_id === null
          ? null
          : { id: r.pangkat_id, nama: r.pangkat_nama!, grade: r.grade!, corporate_title: r.corporate_title! },
      awal: r.awal,
      masa_tahun: f.event === 'index_pegawai' ? null : r.masa_tahun,
      next_date: f.event === 'index_simulasi' ? r.next_date : null,
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** Batches (ordered by rank date, then name and id) of every active employee's current rank, for the export. */
export async function* iterateCurrentPangkat(
  db: Db,
  batch: number,
  years: number,
): AsyncGenerator<PegawaiCurrentPangkatRow> {
  for (let offset = 0; ; offset += batch) {
    const { rows } = await listCurrentPangkat(db, { event: 'index_simulasi', years, limit: batch, offset });
    yield* rows;
    if (rows.length < batch) return;
  }
}
