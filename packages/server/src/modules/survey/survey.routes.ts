/**
 * Surveys (issue #20, docs/adr/0045). Paths, bodies and answers: @portal/contracts (survey.ts).
 *   managers  (POLICY.manageSurveys, spec /survey 63): /api/general/survey[/{id}[/x/publish|/x/result|/x/export]]
 *   employees (POLICY.answerSurveys, role 10):          /api/general/survey/x/isi[/{id}]
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  MessageAnswer,
  SURVEY_PATHS,
  SurveyAnswerInput,
  SurveyFormAnswer,
  SurveyInput,
  SurveyListAnswer,
  SurveyListQuery,
  SurveyMutation,
  SurveyOpenListAnswer,
  SurveyResultAnswer,
  SurveyShowAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { errorResponses } from '../../platform/schemas.js';
import { surveyXlsx } from './survey-export.js';
import { SurveyService } from './survey.service.js';

const MANAGE = { policy: POLICY.manageSurveys };
const ANSWER = { policy: POLICY.answerSurveys };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;

export async function surveyRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SurveyService(options.ctx);
  const tags = ['survey'];
  const base = SURVEY_PATHS.base;

  app.get(
    base,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Every survey with its status and counts; search by title, paged',
        querystring: SurveyListQuery,
        response: { 200: SurveyListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    base,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Create a survey (a draft) with its ordered questions',
        body: SurveyInput,
        response: { 200: SurveyMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.get(
    `${base}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One survey with its questions',
        params: IdParams,
        response: { 200: SurveyShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a survey; its questions and anonymity only while nobody has answered (409)',
        params: IdParams,
        body: SurveyInput,
        response: { 200: SurveyMutation, ...responses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a survey with its answers',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
  app.post(
    `${base}/:id/x/publish`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Publish a survey: its target group may answer it within its period',
        params: IdParams,
        response: { 200: SurveyMutation, ...errorResponses },
      },
    },
    async (request) => service.publish(actorOf(request), request.params.id),
  );
  app.get(
    `${base}/:id/x/result`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Results per question: counts per option, the 1–5 distribution and average, free texts',
        params: IdParams,
        response: { 200: SurveyResultAnswer, ...errorResponses },
      },
    },
    async (request) => service.results(request.params.id),
  );
  app.get(
    `${base}/:id/x/export`,
    {
      config: MANAGE,
      schema: { tags, summary: 'The results as an xlsx file', params: IdParams, response: { ...errorResponses } },
    },
    async (request, reply) => {
      const { fileName, body } = await surveyXlsx((await service.results(request.params.id)).data);
      return sendXlsx(reply, fileName, body);
    },
  );

  app.get(
    SURVEY_PATHS.answer,
    {
      config: ANSWER,
      schema: {
        tags,
        summary: "The open surveys of the caller's target groups, each with whether the caller answered it",
        response: { 200: SurveyOpenListAnswer, ...errorResponses },
      },
    },
    async (request) => service.openList(request.auth!.userId),
  );
  app.get(
    `${SURVEY_PATHS.answer}/:id`,
    {
      config: ANSWER,
      schema: {
        tags,
        summary: 'One open survey to answer, with its questions (404 when it is not open to the caller)',
        params: IdParams,
        response: { 200: SurveyFormAnswer, ...errorResponses },
      },
    },
    async (request) => service.form(request.auth!.userId, request.params.id),
  );
  app.post(
    `${SURVEY_PATHS.answer}/:id`,
    {
      config: ANSWER,
      schema: {
        tags,
        summary: 'Answer an open survey, once (a second answer: 409)',
        params: IdParams,
        body: SurveyAnswerInput,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) =>
      service.answer({ ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
}
