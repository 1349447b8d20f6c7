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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import type { PolicyRule } from '@portal/domain';
import { assertAccess, hasAccess, MESSAGE_FORBIDDEN, requireAuth } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import {
  MULTIPLE_MAX_IDS,
  OPTIONS_DEFAULT_LIMIT,
  OPTIONS_MAX_LIMIT,
  PEGAWAI_RULES,
  PENSIUN_BULAN_MAX,
  PegawaiSelectorService,
  UMUR_MAX,
  type OfficeParams,
  type OptionsParams,
  type UmurParams,
} from './pegawai-selectors.service.js';

export interface ListEvent {
  access: PolicyRule;
  /** The event's own query schema (validated with coercion and defaults after access is checked). */
  query: Record<string, unknown>;
  run(request: FastifyRequest, query: Record<string, unknown>): Promise<unknown>;
}

const PICKER_ACCESS = POLICY.pickEmployees;
const HR_ACCESS = POLICY.hrAdminUnrestricted;
/** May read anyone's chain of superiors. */
const HIERARCHY_ADMIN = [POLICY.superAdmin, HR_ACCESS];

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idList = (max: number) => ({ type: 'array', items: id, minItems: 1, maxItems: max }) as const;

/** Arrays arrive as `ids[]=1&ids[]=2` (the api-client) or `ids=1&ids=2`: both spellings, merged. */
function idsOf(q: Record<string, unknown>): number[] | undefined {
  const ids = [...((q.ids as number[] | undefined) ?? []), ...((q['ids[]'] as number[] | undefined) ?? [])];
  return ids.length > 0 ? ids : undefined;
}

export function pegawaiListEvents(service: PegawaiSelectorService): Record<string, ListEvent> {
  return {
    options: {
      access: PICKER_ACCESS,
      query: {
        type: 'object',
        properties: {
          search: { type: 'string', maxLength: 100 },
          limit: { type: 'integer', minimum: 1, maximum: OPTIONS_MAX_LIMIT, default: OPTIONS_DEFAULT_LIMIT },
          kantor_id: id,
          ids: idList(OPTIONS_MAX_LIMIT * 20),
          'ids[]': idList(OPTIONS_MAX_LIMIT * 20),
        },
      },
      run: (_request, q) => service.options({ ...(q as unknown as OptionsParams), ids: idsOf(q) }),
    },
    multiple: {
      access: PICKER_ACCESS,
      query: {
        type: 'object',
        properties: { ids: idList(MULTIPLE_MAX_IDS), 'ids[]': idList(MULTIPLE_MAX_IDS) },
        anyOf: [{ required: ['ids'] }, { required: ['ids[]'] }],
      },
      run: (_request, q) => service.multiple(idsOf(q) ?? []),
    },
    kantor_absen: {
      access: PICKER_ACCESS,
      query: { type: 'object', properties: { ...pageQueryProperties, kantor_id: id }, required: ['kantor_id'] },
      run: (_request, q) => service.officeMembers(q.kantor_id as number, q as unknown as OfficeParams, true),
    },
    umur: {
      access: HR_ACCESS,
      query: {
        type: 'object',
        properties: {
          ...pageQueryProperties,
          kantor_id: id,
          umur_min: { type: 'integer', minimum: 0, maximum: UMUR_MAX },
          umur_max: { type: 'integer', minimum: 0, maximum: UMUR_MAX },
          pensiun_bulan: { type: 'integer', minimum: 0, maximum: PENSIUN_BULAN_MAX },
        },
      },
      run: (_request, q) => service.umur(q as unknown as UmurParams),
    },
    hirarki: {
      access: PICKER_ACCESS,
      query: { type: 'object', properties: { pegawai_id: id } },
      run: async (request, q) => {
        const auth = requireAuth(request);
        const own = await service.ownPegawaiId(auth.userId);
        const target = (q.pegawai_id as number | undefined) ?? own;
        const mayReadAnyone = HIERARCHY_ADMIN.some((policy) => hasAccess(auth, policy));
        if (target === null || (!mayReadAnyone && target !== own)) throw new HttpError(403, MESSAGE_FORBIDDEN);
        return service.hirarki(target);
      },
    },
    rules: {
      access: POLICY.signedIn,
      query: { type: 'object' },
      run: async () => ({ data: PEGAWAI_RULES }),
    },
  };
}

const optionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    npp: { type: ['string', 'null'] },
    jabatan: { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } },
    kantor: { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } },
  },
} as const;

/** Runs a chosen list event: its role rule first, then its own query schema. */
export async function runListEvent(request: FastifyRequest, event: ListEvent): Promise<unknown> {
  assertAccess(request, event.access);
  const query = validateWith<Record<string, unknown>>(request, event.query, {
    ...(request.query as Record<string, unknown>),
  });
  return event.run(request, query);
}

export function registerPegawaiLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new PegawaiSelectorService(ctx);
  app.get<{ Params: { id: number }; Querystring: OfficeParams }>(
    '/api/sdm/pegawai/link/kantor/:id',
    {
      config: { policy: PICKER_ACCESS },
      schema: {
        tags: ['pegawai'],
        summary: 'Active employees of an office (roles 1, 10, 57): paged by name, searchable; picker fields only',
        params: { type: 'object', properties: { id }, required: ['id'] },
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: { 200: pagedSchema(optionSchema), ...errorResponses },
      },
    },
    async (request) => service.officeMembers(request.params.id, request.query, false),
  );
}
