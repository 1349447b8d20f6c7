/**
 * Per-position details, roles 1/57 (their pages have no "not 8"), each a list by jabatan_id plus create and delete:
 *   /api/sdm/set/jabatan/x/unit        offices where the position exists   { jabatan_id, kantor_id }
 *   /api/sdm/set/jabatan/set/surat     position decree letters             { jabatan_id, nomor, tanggal, perihal? }
 *   /api/sdm/bidang_tugas              task areas (positions flagged is_bidangtugas) { jabatan_id, nama }
 *   /api/jabatan/x/attribute           key/value attributes                { jabatan_id, nama, nilai } (same nama replaces)
 * Messages '{Entity} created/deleted'; unknown position 404 'Jabatan tidak ditemukan'. Contracts in
 * @portal/contracts (jabatan.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  JabatanAttributeInput,
  JabatanAttributeListAnswer,
  JabatanBidangTugasInput,
  JabatanBidangTugasListAnswer,
  JabatanDetailCreated,
  JabatanDetailQuery,
  JabatanSuratInput,
  JabatanSuratListAnswer,
  JabatanUnitInput,
  JabatanUnitListAnswer,
  JabatanUnitParams,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { actorOf, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { ADMIN_OR_HR } from './access.js';
import { isIsoDate } from './history-input.js';
import { exists } from './jabatan.repo.js';
import { JABATAN_MESSAGES } from './jabatan.service.js';

interface Detail {
  path: string;
  entity: string;
  /** The audit entity. */
  table: string;
}

const UNIT: Detail = { path: '/api/sdm/set/jabatan/x/unit', entity: 'Unit jabatan', table: 'jabatan_unit' };
const SURAT: Detail = { path: '/api/sdm/set/jabatan/set/surat', entity: 'Surat jabatan', table: 'jabatan_surat' };
const BIDANG_TUGAS: Detail = { path: '/api/sdm/bidang_tugas', entity: 'Bidang tugas', table: 'bidang_tugas' };
const ATTRIBUTE: Detail = {
  path: '/api/jabatan/x/attribute',
  entity: 'Attribute jabatan',
  table: 'jabatan_attribute',
};

const tags = ['jabatan'];

/** GET {path}?jabatan_id: the schema of a detail list. */
function listSchema<A extends TSchema>(d: Detail, answer: A) {
  return {
    tags,
    summary: `${d.entity} of a position`,
    querystring: JabatanDetailQuery,
    response: { 200: answer, ...errorResponses },
  };
}

/** POST {path}: the schema of adding a detail. */
function createSchema<B extends TSchema>(d: Detail, body: B) {
  return { tags, summary: `Add a ${d.entity}`, body, response: { 200: JabatanDetailCreated, ...errorResponses } };
}

export function jabatanDetailRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The rows of an existing position (404 for an unknown one). */
  const listOf = async <R>(jabatanId: number, list: (db: Db, jabatanId: number) => Promise<R[]>) => {
    if (!(await exists(ctx.db, 'jabatan', jabatanId))) throw new HttpError(404, JABATAN_MESSAGES.notFound);
    return { data: await list(ctx.db, jabatanId) };
  };

  /** Validates and writes through `insert` (which answers the new row's id), with the audit row. */
  const add = async <B extends { jabatan_id: number }>(
    request: FastifyRequest,
    d: Detail,
    body: B,
    insert: (db: Db, body: B) => Promise<number>,
  ): Promise<JabatanDetailCreated> =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await exists(trx, 'jabatan', body.jabatan_id))) throw new HttpError(404, JABATAN_MESSAGES.notFound);
      const id = await insert(trx, body);
      await recordAudit(trx, { ...actorOf(request), entity: d.table, entityId: id, after: body });
      return { message: `${d.entity} created`, data: { id } };
    });

  /** DELETE {path}/{id} of details with an id of their own (units are removed by position and office). */
  const removeRoute = (d: Detail, remove: (db: Db, id: number) => Promise<boolean>) =>
    app.delete(
      `${d.path}/:id`,
      {
        config: ADMIN_OR_HR,
        schema: {
          tags,
          summary: `Remove a ${d.entity}`,
          params: IdParams,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          if (!(await remove(trx, request.params.id))) throw new HttpError(404, `${d.entity} tidak ditemukan`);
          await recordAudit(trx, { ...actorOf(request), entity: d.table, entityId: request.params.id });
          return { message: `${d.entity} deleted` };
        }),
    );

  // ---- units: offices where the position exists ------------------------------------------------
  app.get(UNIT.path, { config: ADMIN_OR_HR, schema: listSchema(UNIT, JabatanUnitListAnswer) }, async (request) =>
    listOf(request.query.jabatan_id, (db, jabatanId) =>
      db
        .selectFrom('jabatan_unit as u')
        .innerJoin('kantor as k', 'k.id', 'u.kantor_id')
        .select(['k.id', 'k.nama', 'k.kode'])
        .where('u.jabatan_id', '=', jabatanId)
        .orderBy('k.nama')
        .execute(),
    ),
  );
  app.post(UNIT.path, { config: ADMIN_OR_HR, schema: createSchema(UNIT, JabatanUnitInput) }, async (request) =>
    add(request, UNIT, request.body, async (db, b) => {
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
    }),
  );
  app.delete(
    '/api/sdm/set/jabatan/x/unit/:jabatan_id/:kantor_id',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Remove an office from a position',
        params: JabatanUnitParams,
        response: { 200: MessageAnswer, ...errorResponses },
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

  // ---- decree letters ----------------------------------------------------------------------------
  app.get(SURAT.path, { config: ADMIN_OR_HR, schema: listSchema(SURAT, JabatanSuratListAnswer) }, async (request) =>
    listOf(request.query.jabatan_id, (db, jabatanId) =>
      db
        .selectFrom('jabatan_surat')
        .select(['id', 'nomor', 'tanggal', 'perihal'])
        .where('jabatan_id', '=', jabatanId)
        .orderBy('tanggal', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ),
  );
  app.post(SURAT.path, { config: ADMIN_OR_HR, schema: createSchema(SURAT, JabatanSuratInput) }, async (request) =>
    add(request, SURAT, request.body, async (db, b) => {
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
    }),
  );
  removeRoute(
    SURAT,
    async (db, id) =>
      (await db.deleteFrom('jabatan_surat').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  );

  // ---- task areas (positions flagged is_bidangtugas) ---------------------------------------------
  app.get(
    BIDANG_TUGAS.path,
    { config: ADMIN_OR_HR, schema: listSchema(BIDANG_TUGAS, JabatanBidangTugasListAnswer) },
    async (request) =>
      listOf(request.query.jabatan_id, (db, jabatanId) =>
        db
          .selectFrom('bidang_tugas')
          .select(['id', 'nama'])
          .where('jabatan_id', '=', jabatanId)
          .orderBy('nama')
          .execute(),
      ),
  );
  app.post(
    BIDANG_TUGAS.path,
    { config: ADMIN_OR_HR, schema: createSchema(BIDANG_TUGAS, JabatanBidangTugasInput) },
    async (request) =>
      add(request, BIDANG_TUGAS, request.body, async (db, b) => {
        const nama = b.nama.trim();
        if (nama === '') throw validationError({ nama: ['Nama bidang tugas wajib diisi'] });
        const row = await db
          .insertInto('bidang_tugas')
          .values({ jabatan_id: b.jabatan_id, nama })
          .onConflict((oc) => oc.columns(['jabatan_id', 'nama']).doUpdateSet({ nama }))
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
  );
  removeRoute(
    BIDANG_TUGAS,
    async (db, id) => (await db.deleteFrom('bidang_tugas').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  );

  // ---- key/value attributes (the same nama replaces) ---------------------------------------------
  app.get(
    ATTRIBUTE.path,
    { config: ADMIN_OR_HR, schema: listSchema(ATTRIBUTE, JabatanAttributeListAnswer) },
    async (request) =>
      listOf(request.query.jabatan_id, (db, jabatanId) =>
        db
          .selectFrom('jabatan_attribute')
          .select(['id', 'nama', 'nilai'])
          .where('jabatan_id', '=', jabatanId)
          .orderBy('nama')
          .execute(),
      ),
  );
  app.post(
    ATTRIBUTE.path,
    { config: ADMIN_OR_HR, schema: createSchema(ATTRIBUTE, JabatanAttributeInput) },
    async (request) =>
      add(request, ATTRIBUTE, request.body, async (db, b) => {
        const nama = b.nama.trim();
        if (nama === '') throw validationError({ nama: ['Nama attribute wajib diisi'] });
        const row = await db
          .insertInto('jabatan_attribute')
          .values({ jabatan_id: b.jabatan_id, nama, nilai: b.nilai })
          .onConflict((oc) => oc.columns(['jabatan_id', 'nama']).doUpdateSet({ nilai: b.nilai }))
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
  );
  removeRoute(
    ATTRIBUTE,
    async (db, id) =>
      (await db.deleteFrom('jabatan_attribute').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  );
}
