/**
 * Allowances (/api/sdm/pegawai/x/plafond; spec /pegawai/plafond/index, not role 8): a yearly
 * ceiling per employee and type, what was used of it and what remains (sisa = plafond − terpakai,
 * computed by PostgreSQL). Admins (POLICY.manageIncome: the salary administrators; no allowance
 * policy exists yet) filter any office or employee; everyone else sees only their own rows.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PLAFOND_PATH,
  PlafondJenisAnswer,
  PlafondListAnswer,
  PlafondListQuery,
  PlafondPemakaianAnswer,
  PlafondPemakaianQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { hasAccess, requireAuth, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { toPaged, totalOfPage } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { NO_PEGAWAI_MESSAGE, pegawaiIdOf } from '../absen-reports/public.js';
import { moneySql } from './money.js';
import { pegawaiRef, searchPattern, thisYear } from './potongan.service.js';

const TAGS = ['gaji'];

export function isPlafondAdmin(auth: AuthContext): boolean {
  return hasAccess(auth, POLICY.manageIncome);
}

async function ownOrAsked(db: Db, auth: AuthContext, asked: number | undefined): Promise<number | undefined> {
  if (isPlafondAdmin(auth)) return asked;
  const own = await pegawaiIdOf(db, auth.userId);
  if (own === null) throw new HttpError(403, NO_PEGAWAI_MESSAGE);
  return own;
}

interface PlafondDbRow {
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  jenis_id: number;
  jenis_nama: string;
  tahun: number;
  plafond: string;
  terpakai: string;
  sisa: string;
}

export function plafondRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.db;

  app.get(
    PLAFOND_PATH,
    {
      config: { policy: POLICY.unrestricted },
      schema: {
        tags: TAGS,
        summary: 'Allowance ceilings, used and remaining per employee and type (admins: any; others: their own)',
        querystring: PlafondListQuery,
        response: { 200: PlafondListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const admin = isPlafondAdmin(auth);
      const pegawaiId = await ownOrAsked(db, auth, q.pegawai_id);
      const parts: RawBuilder<unknown>[] = [sql`pp.tahun = ${q.tahun ?? thisYear()}`];
      if (pegawaiId !== undefined) parts.push(sql`pp.pegawai_id = ${pegawaiId}`);
      if (q.jenis_id !== undefined) parts.push(sql`pp.jenis_id = ${q.jenis_id}`);
      if (admin && q.kantor_id !== undefined) parts.push(sql`p.kantor_id = ${q.kantor_id}`);
      const search = admin ? searchPattern(q.search) : undefined;
      if (search) parts.push(sql`(p.nama ilike ${search} or p.npp ilike ${search})`);
      const w = sql.join(parts, sql` and `);
      const from = sql`pegawai_plafond pp join pegawai p on p.id = pp.pegawai_id
        join plafond_jenis j on j.id = pp.jenis_id left join kantor k on k.id = p.kantor_id`;
      const { rows } = await sql<PlafondDbRow & { total: number }>`
          select count(*) over ()::int as total, p.id as pegawai_id, p.nama, p.npp, p.kantor_id, k.nama as kantor_nama,
                 j.id as jenis_id, j.nama as jenis_nama, pp.tahun,
                 ${moneySql(sql`pp.plafond`)} as plafond, ${moneySql(sql`u.terpakai`)} as terpakai,
                 ${moneySql(sql`pp.plafond - coalesce(u.terpakai, 0)`)} as sisa
          from ${from}
          left join lateral (
            select sum(m.jumlah) as terpakai from pegawai_plafond_pemakaian m
            where m.pegawai_id = pp.pegawai_id and m.jenis_id = pp.jenis_id and m.tahun = pp.tahun
          ) u on true
          where ${w}
          order by p.nama, p.id, j.nama
          limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`.execute(db);
      // Past the last page no row carries the window count.
      const total = await totalOfPage(rows, q.page, async () => {
        const count = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${w}`.execute(db);
        return count.rows[0]!.n;
      });
      const data = rows.map((r) => ({
        pegawai: pegawaiRef(r),
        jenis: { id: r.jenis_id, nama: r.jenis_nama },
        tahun: r.tahun,
        plafond: r.plafond,
        terpakai: r.terpakai,
        sisa: r.sisa,
      }));
      return toPaged(data, total, q.page, q.per_page);
    },
  );

  app.get(
    `${PLAFOND_PATH}/x/jenis`,
    {
      config: { policy: POLICY.unrestricted },
      schema: { tags: TAGS, summary: 'Allowance types', response: { 200: PlafondJenisAnswer, ...errorResponses } },
    },
    async () => ({ data: await db.selectFrom('plafond_jenis').select(['id', 'nama']).orderBy('nama').execute() }),
  );

  app.get(
    `${PLAFOND_PATH}/x/pemakaian`,
    {
      config: { policy: POLICY.unrestricted },
      schema: {
        tags: TAGS,
        summary: "One employee's allowance usage of a year (admins: pegawai_id; others: their own)",
        querystring: PlafondPemakaianQuery,
        response: { 200: PlafondPemakaianAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const pegawaiId = (await ownOrAsked(db, auth, q.pegawai_id)) ?? (await pegawaiIdOf(db, auth.userId));
      if (pegawaiId == null)
        throw new HttpError(422, 'Kolom pegawai_id wajib diisi', { pegawai_id: ['Kolom pegawai_id wajib diisi'] });
      const p = await db
        .selectFrom('pegawai as p')
        .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
        .select(['p.id as pegawai_id', 'p.nama', 'p.npp', 'p.kantor_id', 'k.nama as kantor_nama'])
        .where('p.id', '=', pegawaiId)
        .executeTakeFirst();
      if (!p) throw new HttpError(404, 'Pegawai tidak ditemukan');
      const { rows } = await sql<{
        id: number;
        jenis_id: number;
        jenis_nama: string;
        tanggal: string;
        jumlah: string;
        keterangan: string | null;
      }>`
        select m.id, j.id as jenis_id, j.nama as jenis_nama, m.tanggal, ${moneySql(sql`m.jumlah`)} as jumlah, m.keterangan
        from pegawai_plafond_pemakaian m join plafond_jenis j on j.id = m.jenis_id
        where m.pegawai_id = ${pegawaiId} and m.tahun = ${q.tahun ?? thisYear()}
          ${q.jenis_id !== undefined ? sql`and m.jenis_id = ${q.jenis_id}` : sql``}
        order by m.tanggal desc, m.id desc`.execute(db);
      return {
        pegawai: pegawaiRef(p),
        data: rows.map((r) => ({
          id: r.id,
          jenis: { id: r.jenis_id, nama: r.jenis_nama },
          tanggal: r.tanggal,
          jumlah: r.jumlah,
          keterangan: r.keterangan,
        })),
      };
    },
  );
}
