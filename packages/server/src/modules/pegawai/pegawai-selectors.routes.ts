/**
 * The list events of GET /api/sdm/pegawai?event=… (each with its own role rule and query schema,
 * checked after the event is chosen) and GET /api/sdm/pegawai/link/kantor/{id}.
 *
 * Who may call what (docs/adr/0016-employee-selectors.md):
 * - options, multiple, kantor_absen, link/kantor: every employee-facing form needs an employee
 *   picker, so any employee (10), HR (57) or super admin (1); the answer is directory data only.
 * - umur: the age/retirement report, like its page: 57, not 8.
 * - hirarki: HR (57, not 8) and super admin (1) for anyone; everyone else only for themselves.
 * - rules: any signed-in user (limits, no data).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  PegawaiHirarkiAnswer,
  PegawaiHirarkiQuery,
  PegawaiKantorAbsenQuery,
  PegawaiMultipleQuery,
  PegawaiOfficeQuery,
  PegawaiOptionPage,
  PegawaiOptionsAnswer,
  PegawaiOptionsQuery,
  PegawaiRulesAnswer,
  PegawaiRulesQuery,
  PegawaiUmurAnswer,
  PegawaiUmurQuery,
  type PegawaiGetAnswer,
  type PegawaiGetEvent,
} from '@portal/contracts';
import type { PolicyRule } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { assertAccess, hasAccess, MESSAGE_FORBIDDEN, requireAuth } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { PEGAWAI_RULES, PegawaiSelectorService } from './pegawai-selectors.service.js';

/** A list event of GET /api/sdm/pegawai: its role rule, its answer's schema, and its handler. */
export interface ListEvent {
  access: PolicyRule;
  /** The event's own answer schema: its serializer (rather than a guess among the route's union). */
  answer: Readonly<Record<string, unknown>>;
  /** Checks the event's own query (a copy of the route's) and answers. */
  run(request: FastifyRequest, query: object): Promise<PegawaiGetAnswer>;
}

/**
 * An event from its contract: the query schema (validated with coercion and defaults after the
 * role rule) types the handler's query, and the answer schema its result.
 */
export function listEvent<Q extends TSchema, A extends TSchema>(
  access: PolicyRule,
  query: Q,
  answer: A,
  run: (request: FastifyRequest, query: Static<Q>) => Promise<Static<A> & PegawaiGetAnswer>,
): ListEvent {
  const schema: TSchema = answer;
  return {
    access,
    answer: { ...schema },
    // A copy of the query: coercion and defaults must not change request.query.
    run: (request, q) => run(request, validateContract(request, query, { ...q })),
  };
}

const PICKER_ACCESS = POLICY.pickEmployees;
const HR_ACCESS = POLICY.hrAdminUnrestricted;
/** May read anyone's chain of superiors. */
const HIERARCHY_ADMIN = [POLICY.superAdmin, HR_ACCESS];

/** Arrays arrive as `ids[]=1&ids[]=2` (the api-client) or `ids=1&ids=2`: both spellings, merged. */
function idsOf(q: { ids?: number[]; 'ids[]'?: number[] }): number[] | undefined {
  const ids = [...(q.ids ?? []), ...(q['ids[]'] ?? [])];
  return ids.length > 0 ? ids : undefined;
}

type SelectorEvent = Extract<PegawaiGetEvent, 'options' | 'multiple' | 'kantor_absen' | 'umur' | 'hirarki' | 'rules'>;

export function pegawaiListEvents(service: PegawaiSelectorService): Record<SelectorEvent, ListEvent> {
  return {
    options: listEvent(PICKER_ACCESS, PegawaiOptionsQuery, PegawaiOptionsAnswer, (_request, q) =>
      service.options({ search: q.search, limit: q.limit, kantor_id: q.kantor_id, ids: idsOf(q) }),
    ),
    multiple: listEvent(PICKER_ACCESS, PegawaiMultipleQuery, PegawaiOptionsAnswer, (_request, q) =>
      service.multiple(idsOf(q) ?? []),
    ),
    kantor_absen: listEvent(PICKER_ACCESS, PegawaiKantorAbsenQuery, PegawaiOptionPage, (_request, q) =>
      service.officeMembers(q.kantor_id, q, true),
    ),
    umur: listEvent(HR_ACCESS, PegawaiUmurQuery, PegawaiUmurAnswer, (_request, q) => service.umur(q)),
    hirarki: listEvent(PICKER_ACCESS, PegawaiHirarkiQuery, PegawaiHirarkiAnswer, async (request, q) => {
      const auth = requireAuth(request);
      const own = await service.ownPegawaiId(auth.userId);
      const target = q.pegawai_id ?? own;
      const mayReadAnyone = HIERARCHY_ADMIN.some((policy) => hasAccess(auth, policy));
      if (target === null || (!mayReadAnyone && target !== own)) throw new HttpError(403, MESSAGE_FORBIDDEN);
      return service.hirarki(target);
    }),
    rules: listEvent(POLICY.signedIn, PegawaiRulesQuery, PegawaiRulesAnswer, async () => ({ data: PEGAWAI_RULES })),
  };
}

/** Runs a chosen list event: its role rule first, then its own query schema; its answer with its own serializer. */
export async function runListEvent(
  request: FastifyRequest,
  reply: FastifyReply,
  event: ListEvent,
  query: object,
): Promise<PegawaiGetAnswer> {
  assertAccess(request, event.access);
  const answer = await event.run(request, query);
  reply.serializer(reply.compileSerializationSchema(event.answer, '200'));
  return answer;
}

export function registerPegawaiLinkRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PegawaiSelectorService(ctx);
  app.get(
    '/api/sdm/pegawai/link/kantor/:id',
    {
      config: { policy: PICKER_ACCESS },
      schema: {
        tags: ['pegawai'],
        summary: 'Active employees of an office (roles 1, 10, 57): paged by name, searchable; picker fields only',
        params: IdParams,
        querystring: PegawaiOfficeQuery,
        response: { 200: PegawaiOptionPage, ...errorResponses },
      },
    },
    async (request) => service.officeMembers(request.params.id, request.query, false),
  );
}
