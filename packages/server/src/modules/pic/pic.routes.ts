/**
 * /api/sdm/pic (spec section 7 /sdm/pic; page /message/officer): the officers per office and topic.
 *   GET    /api/sdm/pic              any signed-in user: paged, search, kantor_id, topic
 *   GET    /api/sdm/pic/x/topic      any signed-in user: the topics in use
 *   POST   /api/sdm/pic              POLICY.manageOfficers → 'PIC created'
 *   PUT    /api/sdm/pic/{id}         POLICY.manageOfficers → 'PIC updated'
 *   DELETE /api/sdm/pic/{id}         POLICY.manageOfficers → 'PIC deleted'
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  PIC_PATH,
  PIC_TOPIC_PATH,
  PicInput,
  PicListAnswer,
  PicListQuery,
  PicMutation,
  PicTopicAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { PicService } from './pic.service.js';

const READ = { policy: POLICY.signedIn };
const MANAGE = { policy: POLICY.manageOfficers };
/** The same officer twice (a race past the check) answers 409 with the 422 body. */
const writeResponses = { ...errorResponses, 409: errorResponses[422] };
const tags = ['pic'];

export async function picRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PicService(ctx);

  app.get(
    PIC_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Officers (PIC) by office, topic and name: paged, search (name, topic, office), kantor_id, topic',
        querystring: PicListQuery,
        response: { 200: PicListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    PIC_TOPIC_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'The topics officers are named for',
        response: { 200: PicTopicAnswer, ...errorResponses },
      },
    },
    async () => service.topics(),
  );

  app.post(
    PIC_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Name an employee the officer of a topic at an office',
        body: PicInput,
        response: { 200: PicMutation, ...writeResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.put(
    `${PIC_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change an officer',
        params: IdParams,
        body: PicInput,
        response: { 200: PicMutation, ...writeResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PIC_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove an officer',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
