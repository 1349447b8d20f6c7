/**
 * The small { id, nama } registers around positions: jabatan level, eselon and label. Each gets
 * GET (all rows with how many positions use them), POST, PUT /:id, DELETE /:id; deleting one still
 * used by a position answers 409. jabatan_level and eselon (0001) have no serial id: their new ids
 * are max + 1 under a table lock (jabatan_label has a serial).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  NamedRegisterInput,
  NamedRegisterListAnswer,
  NamedRegisterMutation,
} from '@portal/contracts';
import type { Policy } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { actorOf, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';

export interface NamedRegister {
  table: 'jabatan_level' | 'eselon' | 'jabatan_label';
  path: string;
  /** Entity name of the messages: '{entity} created/updated/deleted'. */
  entity: string;
  access: { policy: Policy };
  /** How many positions use a row. */
  usage: (db: Db, id: number) => Promise<number>;
}

function cleanName(nama: string): string {
  const trimmed = nama.trim();
  if (trimmed === '') throw validationError({ nama: ['Nama wajib diisi'] });
  return trimmed;
}

export function namedRegisterRoutes(fastify: FastifyInstance, ctx: AppContext, r: NamedRegister): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const notFound = () => new HttpError(404, `${r.entity} tidak ditemukan`);
  const find = async (db: Db, id: number) =>
    db.selectFrom(r.table).select(['id', 'nama']).where('id', '=', id).executeTakeFirst();
  const duplicate = async (db: Db, nama: string, except?: number) => {
    let q = db
      .selectFrom(r.table)
      .select('id')
      .where(sql<boolean>`lower(nama) = lower(${nama})`);
    if (except !== undefined) q = q.where('id', '<>', except);
    if (await q.executeTakeFirst()) throw new HttpError(409, `${r.entity} dengan nama ini sudah ada`);
  };
  const tags = ['jabatan'];

  app.get(
    r.path,
    {
      config: r.access,
      schema: {
        tags,
        summary: `${r.entity}: every row, by nama`,
        response: { 200: NamedRegisterListAnswer, ...errorResponses },
      },
    },
    async () => {
      const rows = await ctx.db.selectFrom(r.table).select(['id', 'nama']).orderBy('nama').execute();
      return {
        data: await Promise.all(rows.map(async (row) => ({ ...row, jabatan_count: await r.usage(ctx.db, row.id) }))),
      };
    },
  );

  app.post(
    r.path,
    {
      config: r.access,
      schema: {
        tags,
        summary: `Create a ${r.entity}`,
        body: NamedRegisterInput,
        response: { 200: NamedRegisterMutation, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => {
      const nama = cleanName(request.body.nama);
      return ctx.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE ${sql.table(r.table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
        await duplicate(trx, nama);
        const row =
          r.table === 'jabatan_label'
            ? await trx.insertInto(r.table).values({ nama }).returning(['id', 'nama']).executeTakeFirstOrThrow()
            : await trx
                .insertInto(r.table)
                .values({
                  id: (
                    await trx
                      .selectFrom(r.table)
                      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
                      .executeTakeFirstOrThrow()
                  ).next,
                  nama,
                })
                .returning(['id', 'nama'])
                .executeTakeFirstOrThrow();
        await recordAudit(trx, { ...actorOf(request), entity: r.table, entityId: row.id, after: row });
        return { message: `${r.entity} created`, data: { ...row, jabatan_count: 0 } };
      });
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      config: r.access,
      schema: {
        tags,
        summary: `Rename a ${r.entity}`,
        params: IdParams,
        body: NamedRegisterInput,
        response: { 200: NamedRegisterMutation, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => {
      const nama = cleanName(request.body.nama);
      return ctx.db.transaction().execute(async (trx) => {
        const before = await find(trx, request.params.id);
        if (!before) throw notFound();
        await duplicate(trx, nama, before.id);
        const row = await trx
          .updateTable(r.table)
          .set({ nama })
          .where('id', '=', before.id)
          .returning(['id', 'nama'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { ...actorOf(request), entity: r.table, entityId: row.id, before, after: row });
        return { message: `${r.entity} updated`, data: { ...row, jabatan_count: await r.usage(trx, row.id) } };
      });
    },
  );

  app.delete(
    `${r.path}/:id`,
    {
      config: r.access,
      schema: {
        tags,
        summary: `Delete a ${r.entity} no position uses`,
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) =>
      ctx.db.transaction().execute(async (trx) => {
        const before = await find(trx, request.params.id);
        if (!before) throw notFound();
        if ((await r.usage(trx, before.id)) > 0) throw new HttpError(409, `${r.entity} masih dipakai oleh jabatan`);
        await trx.deleteFrom(r.table).where('id', '=', before.id).execute();
        await recordAudit(trx, { ...actorOf(request), entity: r.table, entityId: before.id, before });
        return { message: `${r.entity} deleted` };
      }),
  );
}
