/**
 * Tasks (spec section 2 /task, /task/calendar, /task/show; section 3 Task; section 4 task events;
 * section 7 /sdm/task (+parent, kantor, pegawai, status); issue #20; docs/adr/0044-tasks.md):
 *   GET    /api/sdm/task                       paged list, filters, search, sort        POLICY.manageTasks
 *   POST   /api/sdm/task                       a new task → 'Task created'               POLICY.manageTasks
 *   GET    /api/sdm/task/{id}                  the task with its sub-tasks and history  owner, assignee or manageTasks (else 404)
 *   PUT    /api/sdm/task/{id}                  change it → 'Task updated'                POLICY.manageTasks
 *   DELETE /api/sdm/task/{id}                  delete it (a parent with its sub-tasks)  POLICY.manageTasks
 *   POST   /api/sdm/task/{id}  event=store_history         'History Added'         owner or assignee
 *                              event=store_history_review  'History Review Added'  owner
 *                              event=store_approve         'Task Approved'         owner (status → Selesai)
 *                              event=store_child           'Task Created'          owner or manageTasks
 *   GET    /api/sdm/task/parent|kantor|pegawai|status     option lists (id, nama)  POLICY.manageTasks
 *   GET    /api/sdm/task/calendar?tahun&bulan             tasks by due date + libur + tahun_pegawai  POLICY.manageTasks
 */
import { Type, type Static } from 'typebox';
import {
  Nullable,
  NullableDateTime,
  NullableString,
  Paged,
  PageQuery,
  Selector,
  SortQuery,
  StringEnum,
} from './common.js';
import { Bulan, DateOnly, RowId, Tahun } from './fields.js';

export const TASK_PATH = '/api/sdm/task';

/** The states of a task (task_status; ids are fixed by migration 0045). */
export const TASK_STATUS = { baru: 1, dikerjakan: 2, review: 3, selesai: 4 } as const;
export type TaskStatusId = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

export const TASK_MESSAGES = {
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  historyAdded: 'History Added',
  reviewAdded: 'History Review Added',
  approved: 'Task Approved',
  childCreated: 'Task Created',
} as const;

/** The marker of a delete answer: a parent went with its sub-tasks (spec section 4), or one sub-task went. */
export const TASK_DELETE_MARKERS = ['parent_delete', 'child_delete'] as const;
export type TaskDeleteMarker = (typeof TASK_DELETE_MARKERS)[number];

export const TASK_EVENTS = ['store_history', 'store_history_review', 'store_approve', 'store_child'] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

export const TASK_SORT_KEYS = ['id', 'nama', 'batas_tanggal', 'status'] as const;
export type TaskSortColumn = (typeof TASK_SORT_KEYS)[number];

const Ref = Type.Object({ id: Type.Integer(), nama: Type.String() });

export const TaskStatusRow = Type.Object({ id: Type.Integer(), nama: Type.String(), variant: Type.String() });
export type TaskStatusRow = Static<typeof TaskStatusRow>;

export const TaskRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  deskripsi: NullableString,
  parent_id: Nullable(Type.Integer()),
  parent: Type.Union([Ref, Type.Null()]),
  kantor: Ref,
  /** The assignee. */
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String(), npp: NullableString }),
  /** The owner: the account that created the task (its employee's name when it has one). */
  owner: Ref,
  status: TaskStatusRow,
  /** 'YYYY-MM-DD' */
  batas_tanggal: Type.String(),
  approved_at: NullableDateTime,
  child_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type TaskRow = Static<typeof TaskRow>;

export const TASK_HISTORY_KINDS = ['history', 'review', 'approve'] as const;
export type TaskHistoryKind = (typeof TASK_HISTORY_KINDS)[number];

/** One message of a task's chat: a note, the owner's review, or the approval. */
export const TaskHistoryRow = Type.Object({
  id: Type.Integer(),
  jenis: StringEnum(TASK_HISTORY_KINDS),
  pesan: Type.String(),
  user: Ref,
  created_at: Type.String({ format: 'date-time' }),
});
export type TaskHistoryRow = Static<typeof TaskHistoryRow>;

/** What the caller may do on this task (the page shows only these actions; the server checks again). */
export const TaskAbilities = Type.Object({
  manage: Type.Boolean(),
  history: Type.Boolean(),
  review: Type.Boolean(),
  approve: Type.Boolean(),
  child: Type.Boolean(),
});
export type TaskAbilities = Static<typeof TaskAbilities>;

export const TaskDetail = Type.Object({
  ...TaskRow.properties,
  children: Type.Array(TaskRow),
  history: Type.Array(TaskHistoryRow),
  can: TaskAbilities,
});
export type TaskDetail = Static<typeof TaskDetail>;

export const TaskListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(TASK_SORT_KEYS),
  kantor_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
  status_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  parent_id: Type.Optional(RowId),
});
export type TaskListQuery = Static<typeof TaskListQuery>;

export const TaskListAnswer = Paged(TaskRow);
export type TaskListAnswer = Static<typeof TaskListAnswer>;

export const TaskShowAnswer = Type.Object({ data: TaskDetail });
export type TaskShowAnswer = Static<typeof TaskShowAnswer>;

/** Every write answers its message and the task as the show page reads it (for store_child: the parent). */
export const TaskMutation = Type.Object({ message: Type.String(), data: TaskDetail });
export type TaskMutation = Static<typeof TaskMutation>;

const taskFields = {
  nama: Type.String({ maxLength: 200 }),
  deskripsi: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  kantor_id: RowId,
  /** The assignee. */
  pegawai_id: RowId,
  batas_tanggal: DateOnly,
};

/** POST /api/sdm/task: a top-level task (sub-tasks come with event store_child). */
export const TaskInput = Type.Object(taskFields, { additionalProperties: false });
export type TaskInput = Static<typeof TaskInput>;

/** PUT /api/sdm/task/{id}: the same fields; the state moves only through the events. */
export const TaskUpdateInput = TaskInput;
export type TaskUpdateInput = TaskInput;

/**
 * POST /api/sdm/task/{id}: an event on the task. store_history / store_history_review / store_approve
 * read `pesan` (approve: optional); store_child reads the sub-task's fields (kantor_id defaults to the
 * parent's office). An unknown event answers 400 'Unsuccessful Event'.
 */
export const TaskEventInput = Type.Object(
  {
    event: Selector(TASK_EVENTS),
    pesan: Type.Optional(Type.String({ maxLength: 2000 })),
    nama: Type.Optional(Type.String({ maxLength: 200 })),
    deskripsi: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    kantor_id: Type.Optional(RowId),
    pegawai_id: Type.Optional(RowId),
    batas_tanggal: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);
export type TaskEventInput = Static<typeof TaskEventInput>;

export const TaskDeleteAnswer = Type.Object({
  message: Type.String(),
  event: StringEnum(TASK_DELETE_MARKERS),
  /** The deleted task and its sub-tasks. */
  deleted_ids: Type.Array(Type.Integer()),
});
export type TaskDeleteAnswer = Static<typeof TaskDeleteAnswer>;

// ---- option lists: /api/sdm/task/parent, /kantor, /pegawai, /status ------------------------------

export const TaskOptionQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) });
export type TaskOptionQuery = Static<typeof TaskOptionQuery>;

export const TaskOptionsAnswer = Type.Object({ data: Type.Array(Ref) });
export type TaskOptionsAnswer = Static<typeof TaskOptionsAnswer>;

export const TaskStatusAnswer = Type.Object({ data: Type.Array(TaskStatusRow) });
export type TaskStatusAnswer = Static<typeof TaskStatusAnswer>;

// ---- the calendar: /api/sdm/task/calendar ---------------------------------------------------------

export const TaskCalendarQuery = Type.Object({
  tahun: Tahun,
  bulan: Bulan,
  kantor_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
});
export type TaskCalendarQuery = Static<typeof TaskCalendarQuery>;

export const TaskCalendarItem = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  parent_id: Nullable(Type.Integer()),
  batas_tanggal: Type.String(),
  status: TaskStatusRow,
  pegawai: Ref,
});
export type TaskCalendarItem = Static<typeof TaskCalendarItem>;

/** At most this many tasks of a month are sent (the rest: `truncated`; narrow by office or employee). */
export const TASK_CALENDAR_LIMIT = 1000;

export const TaskCalendarAnswer = Type.Object({
  /** Tasks due in the month, by due date. */
  data: Type.Array(TaskCalendarItem),
  truncated: Type.Boolean(),
  /** The month's public holidays. */
  libur: Type.Array(Type.Object({ tanggal: Type.String(), nama: Type.String() })),
  /** The year's working days ('YYYY-MM-DD'): Monday to Friday that are not a libur (as leave counts them). */
  tahun_pegawai: Type.Array(Type.String()),
});
export type TaskCalendarAnswer = Static<typeof TaskCalendarAnswer>;
