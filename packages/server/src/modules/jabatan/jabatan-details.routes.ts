/**
 * Per-position details, roles 1/57 (their pages have no "not 8"), each a list by jabatan_id plus create and delete:
 *   /api/sdm/set/jabatan/x/unit        offices where the position exists   { jabatan_id, kantor_id }
 *   /api/sdm/set/jabatan/set/surat     position decree letters             { jabatan_id, nomor, tanggal, perihal? }
 *   /api/sdm/bidang_tugas              task areas (positions flagged is_bidangtugas) { jabatan_id, nama }
 *   /api/jabatan/x/attribute           key/value attributes                { jabatan_id, nama, nilai } (same nama replaces)
 * Messages '{Entity} created/deleted'; unknown position 404 'Jabatan tidak ditemukan'.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { ADMIN_OR_HR } from './access.js';
import { isIsoDate } from './history-input.js';
import { exists } from './jabatan.repo.js';
import { JABATAN_MESSAGES } from './jabatan.service.js';

const idRef = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const listQuery = { type: 'object', properties: { jabatan_id: idRef }, required: ['jabatan_id'] } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

interface Detail<B extends { jabatan_id: number }> {
  path: string;
  entity: string;
  table: string;
  body: Record<string, unknown>;
  list: (db: Db, jabatanId: number) => Promise<unknown[]>;
  /** Validates and writes; returns the new row's id. */
  insert: (db: Db, body: B) => Promise<number>;
  /** Absent when rows have no id of their own (units are removed by position and office). */
  remove?: (db: Db, id: number) => Promise<boolean>;
}

function detailRoutes<B extends { jabatan_id: number }>(app: FastifyInstance, ctx: AppContext, d: Detail<B>): void {
  const tags = ['jabatan'];
  app.get<{ Querystring: { jabatan_id: number } }>(
    d.path,
    {
      config: ADMIN_OR_HR,
      schema: { tags, summary: `${d.entity} of a position`, querystring: listQuery, response: { ...errorResponses } },
    },
    async (request) => {
      if (!(await exists(ctx.db, 'jabatan', request.query.jabatan_id)))
        throw new HttpError(404, JABATAN_MESSAGES.notFound);
      return { data: await d.list(ctx.db, request.query.jabatan_id) };
    },
  );
  app.post(
    d.path,
    {
      config: ADMIN_OR_HR,
      schema: { tags, summary: `Add a ${d.entity}`, body: d.body, response: { ...errorResponses } },
    },
    async (request) =>
      ctx.db.transaction().execute(async (trx) => {
        const body = request.body as B;
        if (!(await exists(trx, 'jabatan', body.jabatan_id))) throw new HttpError(404, JABATAN_MESSAGES.notFound);
        const id = await d.insert(trx, body);
        await recordAudit(trx, { ...actorOf(request), entity: d.table, entityId: id, after: body });
        return { message: `${d.entity} created`, data: { id } };
      }),
  );
  const remove = d.remove;
  if (!remove) return;
  app.delete<{ Params: { id: number } }>(
    `${d.path}/:id`,
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: `Remove a ${d.entity}`,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) =>
      ctx.db.transaction().execute(async (trx) => {
        if (!(await remove(trx, request.params.id))) throw new HttpError(404, `${d.entity} tidak ditemukan`);
        await recordAudit(trx, { ...actorOf(request), entity: d.table, entityId: request.params.id });
        return { message: `${d.entity} deleted` };
      }),
  );
}

const bodyOf = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties: { jabatan_id: idRef, ...properties },
  required: ['jabatan_id', ...Object.keys(properties).filter((k) => k !== 'perihal')],
  additionalProperties: false,
});

export function jabatanDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  detailRoutes<{ jabatan_id: number; kantor_id: number }>(app, ctx, {
    path: '/api/sdm/set/jabatan/x/unit',
    entity: 'Unit jabatan',
    table: 'jabatan_unit',
    body: bodyOf({ kantor_id: idRef }),
    list: (db, jabatanId) =>
      db
        .selectFrom('jabatan_unit as u')
        .innerJoin('kantor as k', 'k.id', 'u.kantor_id')
        .select(['k.id', 'k.nama', 'k.kode'])
        .where('u.jabatan_id', '=', jabatanId)
        .orderBy('k.nama')
        .execute(),
    insert: async (db, b) => {
      if (
        !(await db
          .selectFrom('kantor')
          .select('id')
          .where('id', '=', b.kantor_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst())
      )
        throw validationError({ kantor_id: ['Kantor tidak ditemukan'] });
      await db
        .insertInto('jabatan_unit')
        .values(b)
        .onConflict((oc) => oc.doNothing())
        .execute();
      return b.kantor_id;
    },
  });
  app.delete<{ Params: { jabatan_id: number; kantor_id: number } }>(
    '/api/sdm/set/jabatan/x/unit/:jabatan_id/:kantor_id',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags: ['jabatan'],
        summary: 'Remove an office from a position',
        params: {
          type: 'object',
          properties: { jabatan_id: idRef, kantor_id: idRef },
          required: ['jabatan_id', 'kantor_id'],
        },
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) =>
      ctx.db.transaction().execute(async (trx) => {
        const { jabatan_id, kantor_id } = request.params;
        const removed = await trx
          .deleteFrom('jabatan_unit')
          .where('jabatan_id', '=', jabatan_id)
          .where('kantor_id', '=', kantor_id)
          .executeTakeFirst();
        if (removed.numDeletedRows === 0n) throw new HttpError(404, 'Unit jabatan tidak ditemukan');
        await recordAudit(trx, {
          ...actorOf(request),
          entity: 'jabatan_unit',
          entityId: jabatan_id,
          before: { jabatan_id, kantor_id },
        });
        return { message: 'Unit jabatan deleted' };
      }),
  );

  detailRoutes<{ jabatan_id: number; nomor: string; tanggal: string; perihal?: string | null }>(app, ctx, {
    path: '/api/sdm/set/jabatan/set/surat',
    entity: 'Surat jabatan',
    table: 'jabatan_surat',
    body: bodyOf({
      nomor: text(255),
      tanggal: { type: 'string' },
      perihal: { type: ['string', 'null'], maxLength: 1000 },
    }),
    list: (db, jabatanId) =>
      db
        .selectFrom('jabatan_surat')
        .select(['id', 'nomor', 'tanggal', 'perihal'])
        .where('jabatan_id', '=', jabatanId)
        .orderBy('tanggal', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    insert: async (db, b) => {
      if (!isIsoDate(b.tanggal)) throw validationError({ tanggal: ['Tanggal harus berformat YYYY-MM-DD'] });
      if (b.nomor.trim() === '') throw validationError({ nomor: ['Nomor surat wajib diisi'] });
      const row = await db
        .insertInto('jabatan_surat')
        .values({
          jabatan_id: b.jabatan_id,
          nomor: b.nomor.trim(),
          tanggal: b.tanggal,
          perihal: b.perihal?.trim() || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    remove: async (db, id) =>
      (await db.deleteFrom('jabatan_surat').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  });

  detailRoutes<{ jabatan_id: number; nama: string }>(app, ctx, {
    path: '/api/sdm/bidang_tugas',
    entity: 'Bidang tugas',
    table: 'bidang_tugas',
    body: bodyOf({ nama: text(255) }),
    list: (db, jabatanId) =>
      db
        .selectFrom('bidang_tugas')
        .select(['id', 'nama'])
        .where('jabatan_id', '=', jabatanId)
        .orderBy('nama')
        .execute(),
    insert: async (db, b) => {
      const nama = b.nama.trim();
      if (nama === '') throw validationError({ nama: ['Nama bidang tugas wajib diisi'] });
      const row = await db
        .insertInto('bidang_tugas')
        .values({ jabatan_id: b.jabatan_id, nama })
        .onConflict((oc) => oc.columns(['jabatan_id', 'nama']).doUpdateSet({ nama }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    remove: async (db, id) =>
      (await db.deleteFrom('bidang_tugas').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  });

  detailRoutes<{ jabatan_id: number; nama: string; nilai: string }>(app, ctx, {
    path: '/api/jabatan/x/attribute',
    entity: 'Attribute jabatan',
    table: 'jabatan_attribute',
    body: bodyOf({ nama: text(100), nilai: { type: 'string', maxLength: 2000 } }),
    list: (db, jabatanId) =>
      db
        .selectFrom('jabatan_attribute')
        .select(['id', 'nama', 'nilai'])
        .where('jabatan_id', '=', jabatanId)
        .orderBy('nama')
        .execute(),
    insert: async (db, b) => {
      const nama = b.nama.trim();
      if (nama === '') throw validationError({ nama: ['Nama attribute wajib diisi'] });
      const row = await db
        .insertInto('jabatan_attribute')
        .values({ jabatan_id: b.jabatan_id, nama, nilai: b.nilai })
        .onConflict((oc) => oc.columns(['jabatan_id', 'nama']).doUpdateSet({ nilai: b.nilai }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    remove: async (db, id) =>
      (await db.deleteFrom('jabatan_attribute').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  });
}
