/**
 * /api/general/sotk/jabatanGroup and /jabatanGroupStandard (role 64): GET paged (search), POST,
 * PUT /{id}, DELETE /{id}; /api/general/sotk/x/jabatan: position options for the standard form.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  MessageAnswer,
  SOTK_JABATAN_GROUP_PATH,
  SOTK_JABATAN_GROUP_STANDARD_PATH,
  SOTK_PATH,
  SotkJabatanGroupInput,
  SotkJabatanGroupListAnswer,
  SotkJabatanGroupStandardInput,
  SotkJabatanGroupStandardListAnswer,
  SotkJabatanQuery,
  SotkOptionsAnswer,
  SotkRegisterQuery,
  SotkSavedAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { SotkGroupsService } from './sotk-groups.service.js';

const config = { policy: POLICY.manageSotkGroups };
const tags = ['sotk'];
const saveResponses = { 200: SotkSavedAnswer, ...errorResponses, 409: ApiErrorRef } as const;
const deleteResponses = { 200: MessageAnswer, ...errorResponses } as const;

export async function sotkGroupsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SotkGroupsService(ctx);

  // ---- position groups ----
  const GROUP = SOTK_JABATAN_GROUP_PATH;
  app.get(
    GROUP,
    {
      config,
      schema: {
        tags,
        summary: 'Position groups',
        querystring: SotkRegisterQuery,
        response: { 200: SotkJabatanGroupListAnswer, ...errorResponses },
      },
    },
    async (request) => service.groups(request.query),
  );
  app.post(GROUP, { config, schema: { tags, body: SotkJabatanGroupInput, response: saveResponses } }, async (request) =>
    service.saveGroup(undefined, request.body, actorOf(request)),
  );
  app.put(
    `${GROUP}/:id`,
    { config, schema: { tags, params: IdParams, body: SotkJabatanGroupInput, response: saveResponses } },
    async (request) => service.saveGroup(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    `${GROUP}/:id`,
    { config, schema: { tags, params: IdParams, response: deleteResponses } },
    async (request) => service.deleteGroup(request.params.id, actorOf(request)),
  );

  // ---- their standards per office level ----
  const STANDARD = SOTK_JABATAN_GROUP_STANDARD_PATH;
  app.get(
    STANDARD,
    {
      config,
      schema: {
        tags,
        summary: 'Standard formation per office level and position',
        querystring: SotkRegisterQuery,
        response: { 200: SotkJabatanGroupStandardListAnswer, ...errorResponses },
      },
    },
    async (request) => service.standards(request.query),
  );
  app.post(
    STANDARD,
    { config, schema: { tags, body: SotkJabatanGroupStandardInput, response: saveResponses } },
    async (request) => service.saveStandard(undefined, request.body, actorOf(request)),
  );
  app.put(
    `${STANDARD}/:id`,
    { config, schema: { tags, params: IdParams, body: SotkJabatanGroupStandardInput, response: saveResponses } },
    async (request) => service.saveStandard(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    `${STANDARD}/:id`,
    { config, schema: { tags, params: IdParams, response: deleteResponses } },
    async (request) => service.deleteStandard(request.params.id, actorOf(request)),
  );

  app.get(
    `${SOTK_PATH}/x/jabatan`,
    {
      config,
      schema: {
        tags,
        summary: 'Positions in use (first 100 matches)',
        querystring: SotkJabatanQuery,
        response: { 200: SotkOptionsAnswer, ...errorResponses },
      },
    },
    async (request) => service.jabatan(request.query.search),
  );
}
