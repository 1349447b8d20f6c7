/**
 * SPPD master data (spec §7 /sdm/sppd/x/…; pages /pegawai/sppd/jenis, wilayah, kendaraan,
 * biaya/pegawai|outsourching|mitra, rekening: role 1). For each resource:
 *   GET    /api/sdm/sppd/x/{name}        paged list (search) or event index_options → { data: [{ id, nama }] }
 *   POST   /api/sdm/sppd/x/{name}        create → '{Entity} created'          (POLICY.superAdmin)
 *   PUT    /api/sdm/sppd/x/{name}/{id}   update → '{Entity} updated'          (POLICY.superAdmin)
 *   DELETE /api/sdm/sppd/x/{name}/{id}   delete; 409 while a trip or cost uses it (POLICY.superAdmin)
 * Reads: POLICY.employeeUnrestricted (the trip form needs them); budgets and accounts: POLICY.exportTrips.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  MessageAnswer,
  SppdAnggaranInput,
  SppdBiayaInput,
  SppdJenisBiayaInput,
  SppdMasterListAnswer,
  SppdMasterMutationAnswer,
  SppdMasterQuery,
  SppdMitraJabatanInput,
  SppdNamaInput,
  SppdRekeningInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { actorOf, recordAudit } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import * as repo from './master.repo.js';
import { mapConstraintError, SPPD_MESSAGES } from './sppd-rules.js';

const INPUTS: Record<string, TSchema> = {
  jenis: SppdNamaInput,
  jenis_biaya: SppdJenisBiayaInput,
  wilayah: SppdNamaInput,
  kendaraan: SppdNamaInput,
  level: SppdNamaInput,
  mitra_jabatan: SppdMitraJabatanInput,
  rekening: SppdRekeningInput,
  anggaran: SppdAnggaranInput,
  biaya: SppdBiayaInput,
  biaya_pegawai: SppdBiayaInput,
  biaya_outsourching: SppdBiayaInput,
  biaya_mitra: SppdBiayaInput,
};

const LABELS: Record<string, string> = {
  jenis: 'Jenis SPPD',
  jenis_biaya: 'Jenis biaya',
  wilayah: 'Wilayah',
  kendaraan: 'Kendaraan',
  level: 'Level',
  mitra_jabatan: 'Jabatan mitra',
  rekening: 'Rekening',
  anggaran: 'Anggaran',
  biaya: 'Biaya',
  biaya_pegawai: 'Biaya pegawai',
  biaya_outsourching: 'Biaya outsourching',
  biaya_mitra: 'Biaya mitra',
};

const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const write = { policy: POLICY.superAdmin };

/** The body's values for the table's columns; the per-kind rate lists force their kind. */
function valuesOf(resource: repo.MasterResource, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of resource.columns) values[column] = body[column] ?? null;
  if (resource.table === 'sppd_biaya') {
    if (resource.jenisPejalan) values.jenis_pejalan = resource.jenisPejalan;
    else if (!body.jenis_pejalan) throw validationError({ jenis_pejalan: [SPPD_MESSAGES.blank] });
  }
  for (const column of ['nama', 'bank']) {
    if (typeof values[column] === 'string') {
      values[column] = (values[column] as string).trim();
      if (values[column] === '') throw validationError({ [column]: [SPPD_MESSAGES.blank] });
    }
  }
  return values;
}

export async function sppdMasterRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const resource of repo.MASTER_RESOURCES) {
    const url = `/api/sdm/sppd/x/${resource.path}`;
    const label = LABELS[resource.path];
    const input = INPUTS[resource.path];
    const tags = ['sppd'];

    const mustExist = async (id: number) => {
      const row = await repo.findMaster(ctx.db, resource, id);
      if (!row) throw new HttpError(404, SPPD_MESSAGES.masterNotFound);
      return row;
    };

    app.get(
      url,
      {
        config: { policy: resource.openRead ? POLICY.employeeUnrestricted : POLICY.exportTrips },
        schema: {
          tags,
          summary: `${label}: paged list (search) or index_options`,
          querystring: SppdMasterQuery,
          response: { 200: SppdMasterListAnswer, ...responses },
        },
      },
      async (request) => {
        const q = request.query;
        return selectHandler(q.event ?? 'index', {
          index: async () => {
            const { rows, total } = await repo.listMaster(ctx.db, resource, q, { page: q.page, perPage: q.per_page });
            return toPaged(rows as { id: number; nama: string }[], total, q.page, q.per_page);
          },
          index_options: async () => ({ data: await repo.optionsOf(ctx.db, resource, q) }),
        })();
      },
    );

    app.post(
      url,
      {
        config: write,
        schema: {
          tags,
          summary: `${label}: create`,
          body: input,
          response: { 200: SppdMasterMutationAnswer, ...responses },
        },
      },
      async (request) => {
        const values = valuesOf(resource, request.body as Record<string, unknown>);
        const id = await ctx.db
          .transaction()
          .execute(async (trx) => {
            const created = await repo.insertMaster(trx, resource, values);
            await recordAudit(trx, { ...actorOf(request), entity: resource.entity, entityId: created, after: values });
            return created;
          })
          .catch(mapConstraintError);
        return { message: `${label} created`, data: (await mustExist(id)) as { id: number; nama: string } };
      },
    );

    app.put(
      `${url}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `${label}: update`,
          params: IdParams,
          body: input,
          response: { 200: SppdMasterMutationAnswer, ...responses },
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = await mustExist(id);
        const values = valuesOf(resource, request.body as Record<string, unknown>);
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            await repo.updateMaster(trx, resource, id, values);
            await recordAudit(trx, {
              ...actorOf(request),
              entity: resource.entity,
              entityId: id,
              before,
              after: values,
            });
          })
          .catch(mapConstraintError);
        return { message: `${label} updated`, data: (await mustExist(id)) as { id: number; nama: string } };
      },
    );

    app.delete(
      `${url}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `${label}: delete (409 while in use)`,
          params: IdParams,
          response: { 200: MessageAnswer, ...responses },
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = await mustExist(id);
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            await repo.deleteMaster(trx, resource, id);
            await recordAudit(trx, { ...actorOf(request), entity: resource.entity, entityId: id, before });
          })
          .catch((error: unknown) => mapConstraintError(error));
        return { message: `${label} deleted` };
      },
    );
  }
}
