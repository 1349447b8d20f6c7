/**
 * Tasks, /api/sdm/task (spec section 7 /sdm/task (+parent, kantor, pegawai, status); section 4 task
 * events; issue #20). Managing (the list, the option lists, the calendar, create, change, delete):
 * POLICY.manageTasks. A task's page and its events: any signed-in user, on the tasks they own or are
 * assigned (another task → 404); the owner alone reviews and approves (403). ADR 0044.
 * Paths and answers: @portal/contracts task.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  TASK_PATH,
  TaskCalendarAnswer,
  TaskCalendarQuery,
  TaskDeleteAnswer,
  TaskEventInput,
  TaskInput,
  TaskListAnswer,
  TaskListQuery,
  TaskMutation,
  TaskOptionQuery,
  TaskOptionsAnswer,
  TaskShowAnswer,
  TaskStatusAnswer,
  TaskUpdateInput,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { hasAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { TaskService, type TaskViewer } from './task.service.js';

const MANAGE = { policy: POLICY.manageTasks };
/** Owner or assignee of the task (rows scoped in the service), or a manager. */
const OWN = { policy: POLICY.signedIn };
const tags = ['task'];

function viewerOf(request: FastifyRequest): TaskViewer {
  const auth = requireAuth(request);
  return { userId: auth.userId, manage: hasAccess(auth, POLICY.manageTasks) };
}

export async function taskRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new TaskService(ctx);

  app.get(
    TASK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Every task: filters kantor_id, pegawai_id, status_id, parent_id; search on the title; sort; paged',
        querystring: TaskListQuery,
        response: { 200: TaskListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    TASK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'A new task (its owner: the caller) → Task created; the assignee is notified',
        body: TaskInput,
        response: { 200: TaskMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), viewerOf(request), request.body),
  );

  const options = [
    ['parent', 'Top-level tasks (the ones that hold sub-tasks), newest first', service.parentOptions],
    ['kantor', 'Offices that have tasks', service.kantorOptions],
    ['pegawai', 'Employees who have tasks assigned', service.pegawaiOptions],
  ] as const;
  for (const [name, summary, list] of options)
    app.get(
      `${TASK_PATH}/${name}`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary,
          querystring: TaskOptionQuery,
          response: { 200: TaskOptionsAnswer, ...errorResponses },
        },
      },
      async (request) => list.call(service, request.query.search),
    );
  app.get(
    `${TASK_PATH}/status`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'The states of a task: Baru, Dikerjakan, Review, Selesai',
        response: { 200: TaskStatusAnswer, ...errorResponses },
      },
    },
    async () => service.statusOptions(),
  );
  app.get(
    `${TASK_PATH}/calendar`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "A month's tasks by due date, its holidays (libur) and the year's working days (tahun_pegawai)",
        querystring: TaskCalendarQuery,
        response: { 200: TaskCalendarAnswer, ...errorResponses },
      },
    },
    async (request) => service.calendar(request.query),
  );

  app.get(
    `${TASK_PATH}/:id`,
    {
      config: OWN,
      schema: {
        tags,
        summary: 'One task with its sub-tasks, its history (chat) and what the caller may do on it',
        params: IdParams,
        response: { 200: TaskShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(viewerOf(request), request.params.id),
  );
  app.post(
    `${TASK_PATH}/:id`,
    {
      config: OWN,
      schema: {
        tags,
        summary:
          'An event on a task: store_history (owner or assignee), store_history_review and store_approve (owner), store_child (owner or manager)',
        params: IdParams,
        body: TaskEventInput,
        response: { 200: TaskMutation, ...errorResponses },
      },
    },
    async (request) => service.event(actorOf(request), viewerOf(request), request.params.id, request.body),
  );
  app.put(
    `${TASK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a task (its state moves only through the events)',
        params: IdParams,
        body: TaskUpdateInput,
        response: { 200: TaskMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    `${TASK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a task; a parent goes with its sub-tasks in the same transaction (event parent_delete)',
        params: IdParams,
        response: { 200: TaskDeleteAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
