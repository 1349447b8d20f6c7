/**
 * Sanction master data (spec section 7 /general/sanksi (+parent); pages /pegawai/sanksi/jenis, parent):
 *   GET /api/general/sanksi, /api/general/sanksi/x/parent                     57 or 62 (filters, forms)
 *   POST …, PUT/DELETE …/{id}                                                 62 → '… created/updated/deleted'
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  SANKSI_JENIS_PATH,
  SANKSI_PARENT_PATH,
  SanksiJenisInput,
  SanksiJenisListAnswer,
  SanksiJenisMutation,
  SanksiParentInput,
  SanksiParentListAnswer,
  SanksiParentMutation,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { SanksiMasterService } from './sanksi-master.js';

const READ = { policy: POLICY.readSanctions };
const MANAGE = { policy: POLICY.manageSanctions };
/** A name already used answers 409 with the same error body as 422. */
const writeResponses = { ...errorResponses, 409: errorResponses[422] };

export async function sanksiMasterRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SanksiMasterService(ctx);
  const tags = ['sanksi'];

  app.get(
    SANKSI_JENIS_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Sanction types with their parent and class',
        response: { 200: SanksiJenisListAnswer, ...errorResponses },
      },
    },
    async () => service.listJenis(),
  );
  app.post(
    SANKSI_JENIS_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a sanction type',
        body: SanksiJenisInput,
        response: { 200: SanksiJenisMutation, ...writeResponses },
      },
    },
    async (request) => service.saveJenis(actorOf(request), request.body),
  );
  app.put(
    `${SANKSI_JENIS_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a sanction type',
        params: IdParams,
        body: SanksiJenisInput,
        response: { 200: SanksiJenisMutation, ...writeResponses },
      },
    },
    async (request) => service.saveJenis(actorOf(request), request.body, request.params.id),
  );
  app.delete(
    `${SANKSI_JENIS_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an unused sanction type',
        params: IdParams,
        response: { 200: MessageAnswer, ...writeResponses },
      },
    },
    async (request) => service.removeJenis(actorOf(request), request.params.id),
  );

  app.get(
    SANKSI_PARENT_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Sanction parents with their class, and the classes',
        response: { 200: SanksiParentListAnswer, ...errorResponses },
      },
    },
    async () => service.listParent(),
  );
  app.post(
    SANKSI_PARENT_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a sanction parent',
        body: SanksiParentInput,
        response: { 200: SanksiParentMutation, ...writeResponses },
      },
    },
    async (request) => service.saveParent(actorOf(request), request.body),
  );
  app.put(
    `${SANKSI_PARENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a sanction parent',
        params: IdParams,
        body: SanksiParentInput,
        response: { 200: SanksiParentMutation, ...writeResponses },
      },
    },
    async (request) => service.saveParent(actorOf(request), request.body, request.params.id),
  );
  app.delete(
    `${SANKSI_PARENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an unused sanction parent',
        params: IdParams,
        response: { 200: MessageAnswer, ...writeResponses },
      },
    },
    async (request) => service.removeParent(actorOf(request), request.params.id),
  );
}
