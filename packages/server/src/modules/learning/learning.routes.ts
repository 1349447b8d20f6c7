/**
 * Learning (issue #20, docs/adr/0045). Paths, bodies and answers: @portal/contracts (learning.ts).
 *   reading (POLICY.useLearning: employees, and the managers to preview): modules, materials
 *     (/api/general/learning/x/materi, spec section 7), the caller's quizzes, attempts (own only)
 *   managing (POLICY.manageLearning, spec /learning/* 63): module, material, file and quiz writes,
 *     quizzes with their correct choices, results
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  LEARNING_PATHS,
  LearningFileInput,
  LearningFileParams,
  LearningMateriInput,
  LearningMateriListAnswer,
  LearningMateriListQuery,
  LearningMateriMutation,
  LearningMateriShowAnswer,
  LearningModulInput,
  LearningModulListAnswer,
  LearningModulMutation,
  LearningMyQuizListAnswer,
  LearningQuizInput,
  LearningQuizListAnswer,
  LearningQuizListQuery,
  LearningQuizMutation,
  LearningQuizShowAnswer,
  LearningResultAnswer,
  LearningResultQuery,
  LearningSheetAnswer,
  LearningSheetMutation,
  LearningSubmitInput,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { LearningQuizService } from './learning-quiz.service.js';
import { LearningService, MATERI_FILE_BODY_LIMIT } from './learning.service.js';

const READ = { policy: POLICY.useLearning };
const MANAGE = { policy: POLICY.manageLearning };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const caller = (request: FastifyRequest) => ({ ...actorOf(request), userId: request.auth!.userId });

export async function learningRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new LearningService(options.ctx);
  const quizzes = new LearningQuizService(options.ctx);
  const tags = ['learning'];
  const { modul, materi, quiz, myQuizzes, attempt } = LEARNING_PATHS;

  // ── Modules ────────────────────────────────────────────────────────────────────────────────
  app.get(
    modul,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every learning module, ordered',
        response: { 200: LearningModulListAnswer, ...errorResponses },
      },
    },
    async () => service.modules(),
  );
  app.post(
    modul,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a module',
        body: LearningModulInput,
        response: { 200: LearningModulMutation, ...errorResponses },
      },
    },
    async (request) => service.createModul(actorOf(request), request.body),
  );
  app.put(
    `${modul}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a module',
        params: IdParams,
        body: LearningModulInput,
        response: { 200: LearningModulMutation, ...errorResponses },
      },
    },
    async (request) => service.updateModul(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${modul}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an empty module (409 while it has materials)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.removeModul(actorOf(request), request.params.id),
  );

  // ── Materials ──────────────────────────────────────────────────────────────────────────────
  app.get(
    materi,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Materials ordered by module and position; filter by module, search by title, paged',
        querystring: LearningMateriListQuery,
        response: { 200: LearningMateriListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listMateri(request.query),
  );
  app.post(
    materi,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a material (text, links)',
        body: LearningMateriInput,
        response: { 200: LearningMateriMutation, ...errorResponses },
      },
    },
    async (request) => service.createMateri(actorOf(request), request.body),
  );
  app.get(
    `${materi}/:id`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'One material with its text, links and files (signed addresses)',
        params: IdParams,
        response: { 200: LearningMateriShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.showMateri(request.params.id),
  );
  app.put(
    `${materi}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a material',
        params: IdParams,
        body: LearningMateriInput,
        response: { 200: LearningMateriMutation, ...errorResponses },
      },
    },
    async (request) => service.updateMateri(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${materi}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a material and its files',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.removeMateri(actorOf(request), request.params.id),
  );
  app.post(
    `${materi}/:id/x/file`,
    {
      config: MANAGE,
      bodyLimit: MATERI_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a file (base64, at most 10 MB, checked by content) to a material',
        params: IdParams,
        body: LearningFileInput,
        response: { 200: LearningMateriMutation, ...errorResponses },
      },
    },
    async (request) => service.uploadFile(caller(request), request.params.id, request.body),
  );
  app.delete(
    `${materi}/:id/x/file/:fileId`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove a file of a material',
        params: LearningFileParams,
        response: { 200: LearningMateriMutation, ...errorResponses },
      },
    },
    async (request) => service.deleteFile(actorOf(request), request.params.id, request.params.fileId),
  );

  // ── Quizzes: managers ──────────────────────────────────────────────────────────────────────
  app.get(
    quiz,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Every quiz with its counts; search by title, paged',
        querystring: LearningQuizListQuery,
        response: { 200: LearningQuizListAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.list(request.query),
  );
  app.post(
    quiz,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Create a quiz with its questions (exactly one correct choice each)',
        body: LearningQuizInput,
        response: { 200: LearningQuizMutation, ...errorResponses },
      },
    },
    async (request) => quizzes.create(actorOf(request), request.body),
  );
  app.get(
    `${quiz}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One quiz with its questions and correct choices',
        params: IdParams,
        response: { 200: LearningQuizShowAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.show(request.params.id),
  );
  app.put(
    `${quiz}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a quiz; its questions and pass mark only while nobody has attempted it (409)',
        params: IdParams,
        body: LearningQuizInput,
        response: { 200: LearningQuizMutation, ...responses },
      },
    },
    async (request) => quizzes.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${quiz}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a quiz with its attempts',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.remove(actorOf(request), request.params.id),
  );
  app.get(
    `${quiz}/:id/x/result`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Results: event pegawai (each employee's attempts, passes, best score) or kantor (per office)",
        params: IdParams,
        querystring: LearningResultQuery,
        response: { 200: LearningResultAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.results(request.params.id, request.query.event),
  );

  // ── Quizzes: employees ─────────────────────────────────────────────────────────────────────
  app.get(
    myQuizzes,
    {
      config: READ,
      schema: {
        tags,
        summary: "Published quizzes with the caller's attempts, best score and open sheet",
        response: { 200: LearningMyQuizListAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.mine(request.auth!.userId),
  );
  app.post(
    `${quiz}/:id/x/attempt`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Start an attempt (or resume the open one): the answer sheet without the correct choices',
        params: IdParams,
        response: { 200: LearningSheetMutation, ...responses },
      },
    },
    async (request) => quizzes.start(caller(request), request.params.id),
  );
  app.get(
    `${attempt}/:id`,
    {
      config: READ,
      schema: {
        tags,
        summary: "The caller's answer sheet; once submitted with the score and the correct choices",
        params: IdParams,
        response: { 200: LearningSheetAnswer, ...errorResponses },
      },
    },
    async (request) => quizzes.showAttempt(request.auth!.userId, request.params.id),
  );
  app.put(
    `${attempt}/:id`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Submit the answers once; the server scores them (a second submit: 409)',
        params: IdParams,
        body: LearningSubmitInput,
        response: { 200: LearningSheetMutation, ...responses },
      },
    },
    async (request) => quizzes.submit(caller(request), request.params.id, request.body),
  );
}
