/**
 * Income and work benefit (/api/sdm/pegawai/x/gaji; spec /gaji/penghasilan/*): components of three
 * kategori per employee and month; sums and bersih (penghasilan − potongan) by PostgreSQL.
 * Lists: POLICY.readIncome; writes: POLICY.manageIncome; /x/pegawai: readIncome any employee,
 * employeeServices only their own (any pegawai_id they send is ignored), everyone else 403.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  GAJI_MESSAGES,
  GAJI_PATH,
  IncomeInput,
  IncomeKategoriParams,
  IncomeListAnswer,
  IncomeListQuery,
  IncomeMutation,
  IncomePegawaiAnswer,
  IncomePegawaiQuery,
  IncomeSummaryAnswer,
  type IncomeKategori,
  type IncomeKomponen,
  type IncomePegawaiMonth,
  type IncomeRow,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { hasAccess, MESSAGE_FORBIDDEN, requireAuth, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { toPaged, totalOfPage } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { NO_PEGAWAI_MESSAGE, pegawaiIdOf } from '../absen-reports/public.js';
import { moneySql } from './money.js';
import { pegawaiRef, searchPattern, thisYear } from './potongan.service.js';

const TAGS = ['gaji'];
const PEGAWAI_NOT_FOUND = 'Pegawai tidak ditemukan';

interface Filter {
  tahun: number;
  bulan?: number;
  kantorId?: number;
  search?: string;
  pegawaiId?: number;
}

function where(f: Filter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`g.tahun = ${f.tahun}`];
  if (f.bulan !== undefined) parts.push(sql`g.bulan = ${f.bulan}`);
  if (f.kantorId !== undefined) parts.push(sql`p.kantor_id = ${f.kantorId}`);
  if (f.pegawaiId !== undefined) parts.push(sql`p.id = ${f.pegawaiId}`);
  if (f.search) parts.push(sql`(p.nama ilike ${f.search} or p.npp ilike ${f.search})`);
  return sql.join(parts, sql` and `);
}

interface PegawaiCols {
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
}

const FROM = sql`gaji_penghasilan g join pegawai p on p.id = g.pegawai_id left join kantor k on k.id = p.kantor_id`;
const PEGAWAI_COLS = sql`p.id as pegawai_id, p.nama, p.npp, p.kantor_id, k.nama as kantor_nama`;

async function kategoriList(
  db: Db,
  kategori: IncomeKategori,
  f: Filter,
  page: { limit: number; offset: number },
): Promise<{
  rows: (PegawaiCols & { bulan: number; items: IncomeKomponen[]; total: string })[];
  n: number;
  total: string;
}> {
  const w = sql`${where(f)} and g.kategori = ${kategori}`;
  const [rows, totals] = await Promise.all([
    sql<PegawaiCols & { bulan: number; items: IncomeKomponen[]; total: string }>`
      select ${PEGAWAI_COLS}, g.bulan,
             jsonb_agg(jsonb_build_object('komponen', g.komponen, 'jumlah', round(g.jumlah, 2)::text) order by g.komponen) as items,
             ${moneySql(sql`sum(g.jumlah)`)} as total
      from ${FROM} where ${w}
      group by p.id, k.id, g.bulan order by p.nama, p.id, g.bulan
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number; total: string }>`
      select count(distinct (p.id, g.bulan))::int as n, ${moneySql(sql`sum(g.jumlah)`)} as total
      from ${FROM} where ${w}`.execute(db),
  ]);
  return { rows: rows.rows, n: totals.rows[0]!.n, total: totals.rows[0]!.total };
}

const SUMS = sql`
  ${moneySql(sql`sum(g.jumlah) filter (where g.kategori = 'penghasilan')`)} as penghasilan,
  ${moneySql(sql`sum(g.jumlah) filter (where g.kategori = 'potongan')`)} as potongan,
  ${moneySql(sql`sum(g.jumlah) filter (where g.kategori = 'imbalan_kerja')`)} as imbalan_kerja,
  ${moneySql(sql`coalesce(sum(g.jumlah) filter (where g.kategori = 'penghasilan'), 0) - coalesce(sum(g.jumlah) filter (where g.kategori = 'potongan'), 0)`)} as bersih`;

interface SumCols {
  penghasilan: string;
  potongan: string;
  imbalan_kerja: string;
  bersih: string;
}

async function pegawaiOf(db: Db, pegawaiId: number): Promise<PegawaiCols> {
  const { rows } = await sql<PegawaiCols>`
    select ${PEGAWAI_COLS} from pegawai p left join kantor k on k.id = p.kantor_id where p.id = ${pegawaiId}`.execute(
    db,
  );
  if (!rows[0]) throw new HttpError(404, PEGAWAI_NOT_FOUND);
  return rows[0];
}

/** The pegawai an /x/pegawai call may read (see the header). */
async function readablePegawai(db: Db, auth: AuthContext, asked: number | undefined): Promise<number> {
  if (hasAccess(auth, POLICY.readIncome)) {
    if (asked !== undefined) return asked;
  } else if (!hasAccess(auth, POLICY.employeeServices)) throw new HttpError(403, MESSAGE_FORBIDDEN);
  const own = await pegawaiIdOf(db, auth.userId);
  if (own === null) {
    if (hasAccess(auth, POLICY.readIncome)) throw validationError({ pegawai_id: ['Kolom pegawai_id wajib diisi'] });
    throw new HttpError(403, NO_PEGAWAI_MESSAGE);
  }
  return own;
}

export function penghasilanRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.db;

  app.get(
    GAJI_PATH,
    {
      config: { policy: POLICY.readIncome },
      schema: {
        tags: TAGS,
        summary: 'Month summary per employee: penghasilan, potongan, imbalan_kerja and bersih',
        querystring: IncomeListQuery,
        response: { 200: IncomeSummaryAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const f = { tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id, search: searchPattern(q.search) };
      // The window counts the groups (employees); past the last page no row carries it.
      const { rows } = await sql<PegawaiCols & SumCols & { total: number }>`
        select ${PEGAWAI_COLS}, ${SUMS}, count(*) over ()::int as total from ${FROM} where ${where(f)}
        group by p.id, k.id order by p.nama, p.id
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`.execute(db);
      const total = await totalOfPage(rows, q.page, async () => {
        const count = await sql<{ n: number }>`
          select count(distinct p.id)::int as n from ${FROM} where ${where(f)}`.execute(db);
        return count.rows[0]!.n;
      });
      const data = rows.map((r) => ({
        pegawai: pegawaiRef(r),
        tahun: q.tahun,
        bulan: q.bulan,
        penghasilan: r.penghasilan,
        potongan: r.potongan,
        imbalan_kerja: r.imbalan_kerja,
        bersih: r.bersih,
      }));
      return toPaged(data, total, q.page, q.per_page);
    },
  );

  app.get(
    `${GAJI_PATH}/x/pegawai`,
    {
      config: { authenticated: true },
      schema: {
        tags: TAGS,
        summary: "One employee's months of a year (income readers: any employee; employees: their own)",
        querystring: IncomePegawaiQuery,
        response: { 200: IncomePegawaiAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const pegawaiId = await readablePegawai(db, requireAuth(request), request.query.pegawai_id);
      const tahun = request.query.tahun ?? thisYear();
      const p = await pegawaiOf(db, pegawaiId);
      const { rows } = await sql<SumCols & { bulan: number; items: (IncomeKomponen & { kategori: IncomeKategori })[] }>`
        select g.bulan, ${SUMS},
               jsonb_agg(jsonb_build_object('kategori', g.kategori, 'komponen', g.komponen,
                         'jumlah', round(g.jumlah, 2)::text) order by g.kategori, g.komponen) as items
        from ${FROM} where ${where({ tahun, pegawaiId })}
        group by g.bulan order by g.bulan desc`.execute(db);
      const data: IncomePegawaiMonth[] = rows.map((r) => {
        const of = (k: IncomeKategori) =>
          r.items.filter((i) => i.kategori === k).map(({ komponen, jumlah }) => ({ komponen, jumlah }));
        return {
          tahun,
          bulan: r.bulan,
          penghasilan: of('penghasilan'),
          potongan: of('potongan'),
          imbalan_kerja: of('imbalan_kerja'),
          total_penghasilan: r.penghasilan,
          total_potongan: r.potongan,
          total_imbalan_kerja: r.imbalan_kerja,
          bersih: r.bersih,
        };
      });
      return { pegawai: pegawaiRef(p), data };
    },
  );

  app.get(
    `${GAJI_PATH}/x/:kategori`,
    {
      config: { policy: POLICY.readIncome },
      schema: {
        tags: TAGS,
        summary: 'Components of one kategori (penghasilan, potongan, imbalan_kerja) per employee of a month',
        params: IncomeKategoriParams,
        querystring: IncomeListQuery,
        response: { 200: IncomeListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const kategori = request.params.kategori;
      const f = { tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id, search: searchPattern(q.search) };
      const r = await kategoriList(db, kategori, f, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
      const data: IncomeRow[] = r.rows.map((row) => ({
        pegawai: pegawaiRef(row),
        tahun: q.tahun,
        bulan: row.bulan,
        kategori,
        items: row.items,
        total: row.total,
      }));
      return { ...toPaged(data, r.n, q.page, q.per_page), total_jumlah: r.total };
    },
  );

  app.post(
    `${GAJI_PATH}/x/:kategori`,
    {
      config: { policy: POLICY.manageIncome },
      schema: {
        tags: TAGS,
        summary: "Set one component of an employee's month: 'Penghasilan updated'",
        params: IncomeKategoriParams,
        body: IncomeInput,
        response: { 200: IncomeMutation, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const kategori = request.params.kategori;
      const komponen = b.komponen.trim().replace(/\s+/g, ' ');
      if (!komponen) throw validationError({ komponen: ['Kolom komponen wajib diisi'] });
      const actor = actorOf(request);
      return db.transaction().execute(async (trx) => {
        await pegawaiOf(trx, b.pegawai_id);
        const before = await trx
          .selectFrom('gaji_penghasilan')
          .select(['id', 'jumlah'])
          .where('pegawai_id', '=', b.pegawai_id)
          .where('tahun', '=', b.tahun)
          .where('bulan', '=', b.bulan)
          .where('kategori', '=', kategori)
          .where('komponen', '=', komponen)
          .executeTakeFirst();
        const saved = await trx
          .insertInto('gaji_penghasilan')
          .values({ pegawai_id: b.pegawai_id, tahun: b.tahun, bulan: b.bulan, kategori, komponen, jumlah: b.jumlah })
          .onConflict((oc) =>
            oc
              .columns(['pegawai_id', 'tahun', 'bulan', 'kategori', 'komponen'])
              .doUpdateSet({ jumlah: b.jumlah, updated_at: sql<Date>`now()` }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          ...actor,
          entity: 'gaji_penghasilan',
          entityId: saved.id,
          before: before ? { jumlah: before.jumlah } : undefined,
          after: { pegawai_id: b.pegawai_id, tahun: b.tahun, bulan: b.bulan, kategori, komponen, jumlah: b.jumlah },
        });
        const r = await kategoriList(
          trx,
          kategori,
          { tahun: b.tahun, bulan: b.bulan, pegawaiId: b.pegawai_id },
          { limit: 1, offset: 0 },
        );
        const row = r.rows[0]!;
        return {
          message: GAJI_MESSAGES.incomeUpdated,
          data: {
            pegawai: pegawaiRef(row),
            tahun: b.tahun,
            bulan: row.bulan,
            kategori,
            items: row.items,
            total: row.total,
          },
        };
      });
    },
  );
}
