/**
 * /api/general/sotk (spec section 7 "General: … sotk"): an office's organisation structure.
 *   GET  ?event=index_structure          structure rows, paged (kantor_id, search)          role 10
 *        ?event=index_diff               offices with a structure: formasi vs staff, paged   role 10
 *        ?event=index_diff_kantor        one office (kantor_id) per position                 role 10
 *        ?event=index_verifikasi_faktual one office (kantor_id, tahun, bulan) per bidang tugas role 10
 *   POST action=storeVerifikasiFaktual   → 'SOTK Created'                                      1, 57, 64
 *        action=storeResetStructure      job → 'SOTK Reset By Kantor On Process'               1, 57, 64
 *        action=storeResetVerifikasi     job → 'SOTK Reset Verifikasi By Kantor On Process'    1, 57, 64
 *   GET  /x/bidang_tugas                 options                                             role 10
 * Unknown event → 400 'Unsuccessful Event'; unknown action → 400 'Unsuccessful Action'.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  SOTK_PATH,
  SotkDiffAnswer,
  SotkDiffKantorAnswer,
  SotkGetAnswer,
  SotkListQuery,
  SotkOptionsAnswer,
  SotkPostAnswer,
  SotkPostBody,
  SotkResetStructureInput,
  SotkResetVerifikasiInput,
  SotkStructureAnswer,
  SotkVerifikasiAnswer,
  SotkVerifikasiInput,
  type SotkGetEvent,
  type SotkPostAction,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { sotkGroupsRoutes } from './sotk-groups.routes.js';
import { registerSotkJobs } from './sotk-reset.jobs.js';
import { SotkService } from './sotk.service.js';

const tags = ['sotk'];

/** Each event's answer, serialized with its own schema (copies: compiled once per route). */
const EVENT_ANSWERS = {
  index_structure: { ...SotkStructureAnswer },
  index_diff: { ...SotkDiffAnswer },
  index_diff_kantor: { ...SotkDiffKantorAnswer },
  index_verifikasi_faktual: { ...SotkVerifikasiAnswer },
} satisfies Record<SotkGetEvent, object>;

export async function sotkRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SotkService(ctx);
  registerSotkJobs(ctx);
  await app.register(sotkGroupsRoutes, { ctx });

  app.get(
    SOTK_PATH,
    {
      config: { policy: POLICY.readSotk },
      schema: {
        tags,
        summary: 'SOTK lists by event: index_structure, index_diff, index_diff_kantor, index_verifikasi_faktual',
        querystring: SotkListQuery,
        response: { 200: SotkGetAnswer, ...errorResponses },
      },
    },
    async (request, reply): Promise<SotkGetAnswer> => {
      const q = {
        ...request.query,
        kantor_level_id: [...(request.query.kantor_level_id ?? []), ...(request.query['kantor_level_id[]'] ?? [])],
      };
      const events: Record<SotkGetEvent, () => Promise<SotkGetAnswer>> = {
        index_structure: () => service.structure(q),
        index_diff: () => service.diff(q),
        index_diff_kantor: () => service.diffKantor(q),
        index_verifikasi_faktual: () => service.verifikasi(q),
      };
      const answer = await selectHandler(q.event, events)();
      reply.serializer(reply.compileSerializationSchema(EVENT_ANSWERS[q.event], '200'));
      return answer;
    },
  );

  app.post(
    SOTK_PATH,
    {
      config: { policy: POLICY.manageSotk },
      schema: {
        tags,
        summary:
          'SOTK actions: storeVerifikasiFaktual, storeResetStructure, storeResetVerifikasi (the resets are jobs)',
        body: SotkPostBody,
        response: { 200: SotkPostAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = assertAccess(request, POLICY.manageSotk);
      const actor = { ...actorOf(request), userId: auth.userId };
      const actions: Record<SotkPostAction, () => Promise<SotkPostAnswer>> = {
        storeVerifikasiFaktual: () =>
          service.storeVerifikasi(validateContract(request, SotkVerifikasiInput, request.body), actor),
        storeResetStructure: () =>
          service.resetStructure(validateContract(request, SotkResetStructureInput, request.body), actor),
        storeResetVerifikasi: () =>
          service.resetVerifikasi(validateContract(request, SotkResetVerifikasiInput, request.body), actor),
      };
      return selectHandler(request.body.action, actions, 'action')();
    },
  );

  app.get(
    `${SOTK_PATH}/x/bidang_tugas`,
    {
      config: { policy: POLICY.readSotk },
      schema: { tags, summary: 'Bidang tugas', response: { 200: SotkOptionsAnswer, ...errorResponses } },
    },
    async () => service.bidangTugas(),
  );
}
