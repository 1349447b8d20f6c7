/**
 * Tasks: the managers' list and writes, and the task page that its owner and assignee share (the
 * history chat, the owner's review and approval, sub-tasks). Every write is one transaction with its
 * audit row(s) and the notifications it causes; the task is locked first (a parent before its
 * sub-tasks). Who may do what: docs/adr/0044-tasks.md.
 */
import {
  TASK_CALENDAR_LIMIT,
  TASK_MESSAGES,
  TASK_STATUS,
  type TaskAbilities,
  type TaskCalendarAnswer,
  type TaskCalendarQuery,
  type TaskDeleteAnswer,
  type TaskDetail,
  type TaskEventInput,
  type TaskInput,
  type TaskListAnswer,
  type TaskListQuery,
  type TaskMutation,
  type TaskRow,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { MESSAGE_FORBIDDEN } from '../../platform/auth/guard.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { notifyUsers } from '../../platform/notifications.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import { listLibur } from '../libur/public.js';
import * as repo from './task.repo.js';

export const TASK_ERRORS = {
  notFound: 'Tugas tidak ditemukan',
  namaRequired: 'Nama tugas wajib diisi',
  kantorNotFound: 'Kantor tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  pesanRequired: 'Pesan wajib diisi',
  childOfChild: 'Sub-tugas tidak dapat memiliki sub-tugas lagi',
  done: 'Tugas sudah disetujui (Selesai) dan tidak dapat diubah lagi',
  childrenOpen: 'Masih ada sub-tugas yang belum Selesai',
} as const;

/** Who is asking: their account, and whether they manage tasks (POLICY.manageTasks). */
export interface TaskViewer {
  userId: number;
  manage: boolean;
}

interface Relation {
  owner: boolean;
  assignee: boolean;
}

const APPROVED_TEXT = 'Tugas disetujui';

function taskLink(id: number): string {
  return `/task/show?id=${id}`;
}

function abilities(viewer: TaskViewer, row: TaskRow, rel: Relation): TaskAbilities {
  const open = row.status.id !== TASK_STATUS.selesai;
  return {
    manage: viewer.manage,
    history: open && (rel.owner || rel.assignee),
    review: open && rel.owner,
    approve: open && rel.owner,
    child: open && row.parent_id === null && (rel.owner || viewer.manage),
  };
}

export class TaskService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: TaskListQuery): Promise<TaskListAnswer> {
    const { rows, total } = await repo.listTasks(this.ctx.db, {
      search: q.search?.trim() || undefined,
      kantor_id: q.kantor_id,
      pegawai_id: q.pegawai_id,
      status_id: q.status_id,
      parent_id: q.parent_id,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  /** The task if the viewer may see it (manager, owner or assignee); 404 otherwise, as if it did not exist. */
  private async visible(db: Db, viewer: TaskViewer, id: number): Promise<{ row: TaskRow; rel: Relation }> {
    const row = await repo.findTask(db, id);
    if (!row) throw new HttpError(404, TASK_ERRORS.notFound);
    const pegawaiId = await pegawaiIdOfUser(db, viewer.userId);
    const rel = { owner: row.owner.id === viewer.userId, assignee: pegawaiId !== null && row.pegawai.id === pegawaiId };
    if (!viewer.manage && !rel.owner && !rel.assignee) throw new HttpError(404, TASK_ERRORS.notFound);
    return { row, rel };
  }

  private async detail(db: Db, viewer: TaskViewer, id: number): Promise<TaskDetail> {
    const { row, rel } = await this.visible(db, viewer, id);
    const [children, history] = await Promise.all([repo.childrenOf(db, id), repo.historyOf(db, id)]);
    return { ...row, children, history, can: abilities(viewer, row, rel) };
  }

  async show(viewer: TaskViewer, id: number): Promise<{ data: TaskDetail }> {
    return { data: await this.detail(this.ctx.db, viewer, id) };
  }

  /** The checked fields (422 with field messages). */
  private async values(db: Db, input: TaskInput): Promise<repo.TaskValues> {
    const errors: FieldErrors = {};
    const nama = input.nama.trim();
    if (nama === '') errors.nama = [TASK_ERRORS.namaRequired];
    if (!(await repo.kantorExists(db, input.kantor_id))) errors.kantor_id = [TASK_ERRORS.kantorNotFound];
    if (!(await repo.pegawaiExists(db, input.pegawai_id))) errors.pegawai_id = [TASK_ERRORS.pegawaiNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      nama,
      deskripsi: input.deskripsi?.trim() || null,
      kantor_id: input.kantor_id,
      pegawai_id: input.pegawai_id,
      batas_tanggal: input.batas_tanggal,
    };
  }

  /** Tells the assignee's accounts (not the one who acted) about a task. */
  private async notifyAssignee(trx: Db, actorId: number, pegawaiId: number, taskId: number, title: string) {
    const users = (await repo.usersOfPegawai(trx, pegawaiId)).filter((id) => id !== actorId);
    await notifyUsers(trx, users, { kind: 'task', title, link: taskLink(taskId) });
  }

  async create(actor: Actor, viewer: TaskViewer, input: TaskInput): Promise<TaskMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, input);
      const id = await repo.insertTask(trx, { ...values, parent_id: null, user_id: viewer.userId });
      const data = await this.detail(trx, viewer, id);
      await recordAudit(trx, { ...actor, entity: 'task', entityId: id, after: data });
      await this.notifyAssignee(trx, viewer.userId, values.pegawai_id, id, `Tugas baru: ${values.nama}`);
      return { message: TASK_MESSAGES.created, data };
    });
  }

  async update(actor: Actor, viewer: TaskViewer, id: number, input: TaskInput): Promise<TaskMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockTask(trx, id);
      if (!locked) throw new HttpError(404, TASK_ERRORS.notFound);
      const before = await repo.findTask(trx, id);
      const values = await this.values(trx, input);
      await repo.updateTask(trx, id, values);
      const data = await this.detail(trx, viewer, id);
      await recordAudit(trx, { ...actor, entity: 'task', entityId: id, before, after: data });
      if (values.pegawai_id !== locked.pegawai_id)
        await this.notifyAssignee(trx, viewer.userId, values.pegawai_id, id, `Tugas baru: ${values.nama}`);
      return { message: TASK_MESSAGES.updated, data };
    });
  }

  /** A parent goes with its sub-tasks in the same transaction (the FK cascades too): 'parent_delete'. */
  async remove(actor: Actor, id: number): Promise<TaskDeleteAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockTask(trx, id);
      if (!locked) throw new HttpError(404, TASK_ERRORS.notFound);
      const childIds = await repo.lockChildren(trx, id);
      const before = await repo.findTask(trx, id);
      const children = await repo.childrenOf(trx, id);
      await repo.deleteTasks(trx, [...childIds, id]);
      for (const child of children)
        await recordAudit(trx, { ...actor, entity: 'task', entityId: child.id, before: child });
      await recordAudit(trx, { ...actor, entity: 'task', entityId: id, before });
      return {
        message: TASK_MESSAGES.deleted,
        event: locked.parent_id === null ? 'parent_delete' : 'child_delete',
        deleted_ids: [id, ...childIds],
      };
    });
  }

  /** POST /api/sdm/task/{id} with an event (spec section 4). */
  async event(actor: Actor, viewer: TaskViewer, id: number, input: TaskEventInput): Promise<TaskMutation> {
    const handler = selectHandler(input.event, {
      store_history: () => this.addHistory(actor, viewer, id, input, 'history'),
      store_history_review: () => this.addHistory(actor, viewer, id, input, 'review'),
      store_approve: () => this.approve(actor, viewer, id, input),
      store_child: () => this.addChild(actor, viewer, id, input),
    });
    return handler();
  }

  /** Locks the task and checks that the viewer sees it and that it is still open. */
  private async openTask(trx: Db, viewer: TaskViewer, id: number) {
    const locked = await repo.lockTask(trx, id);
    if (!locked) throw new HttpError(404, TASK_ERRORS.notFound);
    const { row, rel } = await this.visible(trx, viewer, id);
    if (row.status.id === TASK_STATUS.selesai) throw new HttpError(409, TASK_ERRORS.done);
    return { row, rel };
  }

  private pesanOf(input: TaskEventInput, fallback?: string): string {
    const pesan = input.pesan?.trim() || fallback;
    if (!pesan) throw validationError({ pesan: [TASK_ERRORS.pesanRequired] });
    return pesan;
  }

  private async addHistory(
    actor: Actor,
    viewer: TaskViewer,
    id: number,
    input: TaskEventInput,
    jenis: 'history' | 'review',
  ): Promise<TaskMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { row, rel } = await this.openTask(trx, viewer, id);
      const allowed = jenis === 'review' ? rel.owner : rel.owner || rel.assignee;
      if (!allowed) throw new HttpError(403, MESSAGE_FORBIDDEN);
      const pesan = this.pesanOf(input);
      await repo.insertHistory(trx, { task_id: id, user_id: viewer.userId, jenis, pesan });
      // The assignee's report puts a new or reviewed task to work; the owner's review asks for more.
      if (jenis === 'review') await repo.setStatus(trx, id, TASK_STATUS.review, false);
      else if (rel.assignee && row.status.id !== TASK_STATUS.dikerjakan)
        await repo.setStatus(trx, id, TASK_STATUS.dikerjakan, false);
      const data = await this.detail(trx, viewer, id);
      await recordAudit(trx, { ...actor, entity: 'task_history', entityId: id, after: { jenis, pesan } });
      const title = jenis === 'review' ? `Review tugas: ${row.nama}` : `Catatan baru pada tugas: ${row.nama}`;
      const toOwner = rel.assignee && !rel.owner;
      if (toOwner) await notifyUsers(trx, [row.owner.id], { kind: 'task', title, link: taskLink(id) });
      else await this.notifyAssignee(trx, viewer.userId, row.pegawai.id, id, title);
      return { message: jenis === 'review' ? TASK_MESSAGES.reviewAdded : TASK_MESSAGES.historyAdded, data };
    });
  }

  private async approve(actor: Actor, viewer: TaskViewer, id: number, input: TaskEventInput): Promise<TaskMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { row, rel } = await this.openTask(trx, viewer, id);
      if (!rel.owner) throw new HttpError(403, MESSAGE_FORBIDDEN);
      if ((await repo.countOpenChildren(trx, id)) > 0) throw new HttpError(409, TASK_ERRORS.childrenOpen);
      const pesan = this.pesanOf(input, APPROVED_TEXT);
      await repo.insertHistory(trx, { task_id: id, user_id: viewer.userId, jenis: 'approve', pesan });
      await repo.setStatus(trx, id, TASK_STATUS.selesai, true);
      const data = await this.detail(trx, viewer, id);
      await recordAudit(trx, { ...actor, entity: 'task', entityId: id, before: row, after: data });
      await this.notifyAssignee(trx, viewer.userId, row.pegawai.id, id, `Tugas disetujui: ${row.nama}`);
      return { message: TASK_MESSAGES.approved, data };
    });
  }

  private async addChild(actor: Actor, viewer: TaskViewer, id: number, input: TaskEventInput): Promise<TaskMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { row, rel } = await this.openTask(trx, viewer, id);
      if (!rel.owner && !viewer.manage) throw new HttpError(403, MESSAGE_FORBIDDEN);
      if (row.parent_id !== null) throw validationError({ parent_id: [TASK_ERRORS.childOfChild] });
      const missing: FieldErrors = {};
      if (input.nama === undefined) missing.nama = [TASK_ERRORS.namaRequired];
      if (input.pegawai_id === undefined) missing.pegawai_id = [TASK_ERRORS.pegawaiNotFound];
      if (input.batas_tanggal === undefined) missing.batas_tanggal = ['Batas tanggal wajib diisi'];
      if (Object.keys(missing).length > 0) throw validationError(missing);
      const values = await this.values(trx, {
        nama: input.nama!,
        deskripsi: input.deskripsi,
        kantor_id: input.kantor_id ?? row.kantor.id,
        pegawai_id: input.pegawai_id!,
        batas_tanggal: input.batas_tanggal!,
      });
      const childId = await repo.insertTask(trx, { ...values, parent_id: id, user_id: viewer.userId });
      const child = await repo.findTask(trx, childId);
      await recordAudit(trx, { ...actor, entity: 'task', entityId: childId, after: child });
      await this.notifyAssignee(trx, viewer.userId, values.pegawai_id, childId, `Tugas baru: ${values.nama}`);
      return { message: TASK_MESSAGES.childCreated, data: await this.detail(trx, viewer, id) };
    });
  }

  // ---- option lists and the calendar ---------------------------------------------------------------

  async parentOptions(search?: string) {
    return { data: await repo.parentOptions(this.ctx.db, search?.trim() || undefined) };
  }

  async kantorOptions(search?: string) {
    return { data: await repo.kantorOptions(this.ctx.db, search?.trim() || undefined) };
  }

  async pegawaiOptions(search?: string) {
    return { data: await repo.pegawaiOptions(this.ctx.db, search?.trim() || undefined) };
  }

  async statusOptions() {
    return { data: await repo.statusOptions(this.ctx.db) };
  }

  /** The month's tasks by due date, its holidays, and the year's working days (weekdays that are no libur). */
  async calendar(q: TaskCalendarQuery): Promise<TaskCalendarAnswer> {
    const pad = (n: number) => String(n).padStart(2, '0');
    const lastDay = new Date(Date.UTC(q.tahun, q.bulan, 0)).getUTCDate();
    const from = `${q.tahun}-${pad(q.bulan)}-01`;
    const to = `${q.tahun}-${pad(q.bulan)}-${pad(lastDay)}`;
    const [tasks, holidays] = await Promise.all([
      repo.calendarTasks(this.ctx.db, {
        from,
        to,
        kantor_id: q.kantor_id,
        pegawai_id: q.pegawai_id,
        limit: TASK_CALENDAR_LIMIT + 1,
      }),
      this.holidaysOf(q.tahun),
    ]);
    const liburDates = new Set(holidays.map((h) => h.tanggal));
    const tahunPegawai: string[] = [];
    for (let d = new Date(Date.UTC(q.tahun, 0, 1)); d.getUTCFullYear() === q.tahun; d.setUTCDate(d.getUTCDate() + 1)) {
      const day = d.getUTCDay();
      const tanggal = d.toISOString().slice(0, 10);
      if (day !== 0 && day !== 6 && !liburDates.has(tanggal)) tahunPegawai.push(tanggal);
    }
    return {
      data: tasks.slice(0, TASK_CALENDAR_LIMIT),
      truncated: tasks.length > TASK_CALENDAR_LIMIT,
      libur: holidays
        .filter((h) => h.tanggal >= from && h.tanggal <= to)
        .map(({ tanggal, nama }) => ({ tanggal, nama })),
      tahun_pegawai: tahunPegawai,
    };
  }

  private async holidaysOf(tahun: number): Promise<{ tanggal: string; nama: string }[]> {
    const all: { tanggal: string; nama: string }[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listLibur(this.ctx.db, { tahun, page, per_page: 100 });
      all.push(...answer.data);
      if (page >= answer.last_page) return all;
    }
  }
}
