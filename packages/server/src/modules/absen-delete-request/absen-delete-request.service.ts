/**
 * Attendance delete requests (spec /absen/delete/request, section 4): an employee asks to void
 * their own attendance rows of one day with a reason. The rows are held (hidden) while the request
 * lives; the approval engine decides (superior, then Admin Absensi 59) and its status change hook
 * keeps the rows in step: approved → soft-deleted, rejected/cancelled → active and free again
 * ("clearing": delete_request_id null), reset/reverse → held again. ADR 0017.
 */
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type {
  AbsenDeleteRequestDetail,
  AbsenDeleteRequestInput,
  AbsenDeleteRequestRow,
  Paged,
} from '@portal/contracts';
import { DateTime } from 'luxon';
import { recordAudit, type Actor } from '../../platform/audit.js';
import {
  actOnApproval,
  approvalStatusesOf,
  createApproval,
  isApprovalParticipant,
  registerApprovalType,
  removeApproval,
  roleStep,
  superiorStep,
  viewApproval,
  type ApprovalHookContext,
} from '../../platform/approval/index.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { safeStorageKey } from '../../platform/files/safe-key.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import {
  ABSEN_DELETE_REQUEST_MESSAGES as MSG,
  APPROVAL_STATUS_LABELS,
  NO_PEGAWAI_MESSAGE,
  pegawaiIdOf,
  toPegawaiRef,
} from '../absen-reports/public.js';
import * as repo from './absen-delete-request.repo.js';
import { POLICY } from '../../platform/domain.js';

const TYPE = repo.DELETE_REQUEST_TYPE;
const ADMIN_ABSENSI = 59;

/** The engine's status change, mirrored on the attendance rows inside the same transaction. */
async function syncRows(hook: ApprovalHookContext): Promise<void> {
  const request = await repo.lockRequest(hook.trx, hook.subjectId);
  if (!request) return;
  const to: ApprovalStatus = hook.to;
  if (to === 'ditolak' || to === 'dibatalkan') await repo.releaseRows(hook.trx, request.id);
  else if (to === 'disetujui') await repo.deleteHeldRows(hook.trx, request.id);
  else await repo.holdRows(hook.trx, request.id, request.pegawai_id, request.tanggal);
}

export function registerDeleteRequestApproval(): void {
  registerApprovalType({
    type: TYPE,
    entity: 'absen_delete_request',
    steps: [superiorStep(), roleStep('Admin Absensi', ADMIN_ABSENSI)],
    onStatusChange: syncRows,
  });
}

export interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  is_myturn?: boolean;
}

export class AbsenDeleteRequestService {
  constructor(private readonly ctx: AppContext) {
    registerDeleteRequestApproval();
    // Upload addresses for absen/delete/request/{id}/… go only to the request's own requester.
    ctx.files.registerUploadOwnerCheck('absen_delete_request', async (db, user, requestId) => {
      const row = await repo.findRequest(db, requestId);
      return row !== undefined && row.user_id === user.userId;
    });
    // Its attachments are read by whoever may see the request: requester, its approvers, attendance admins.
    ctx.files.registerReadCheck(
      'absen_delete_request',
      async (db, user, requestId) =>
        hasAccess(user, POLICY.seeAllAttendance) || (await isApprovalParticipant(db, TYPE, requestId, user.userId)),
    );
  }

  private seesAll(auth: AuthContext): boolean {
    return hasAccess(auth, POLICY.seeAllAttendance);
  }

  private async toRows(auth: AuthContext, rows: repo.RequestDbRow[]): Promise<AbsenDeleteRequestRow[]> {
    const statuses = await approvalStatusesOf(
      this.ctx.db,
      TYPE,
      rows.map((r) => r.id),
      auth.userId,
    );
    return rows.map((r) => {
      const s = statuses.get(r.id) ?? { status: 'draft' as const, is_myturn: false };
      return {
        id: r.id,
        pegawai: toPegawaiRef(r),
        tanggal: r.tanggal,
        alasan: r.alasan,
        status: s.status,
        status_label: APPROVAL_STATUS_LABELS[s.status],
        is_myturn: s.is_myturn,
        absen_count: r.absen_count,
        created_at: r.created_at.toISOString(),
      };
    });
  }

  async list(auth: AuthContext, q: ListQuery): Promise<Paged<AbsenDeleteRequestRow>> {
    const filter: repo.ListFilter = {
      visibleTo: this.seesAll(auth) ? undefined : auth.userId,
      myTurnOf: q.is_myturn ? auth.userId : undefined,
      search: q.search?.trim() ? containsPattern(q.search.trim()) : undefined,
    };
    const { rows, total } = await repo.listRequests(this.ctx.db, filter, q.per_page, (q.page - 1) * q.per_page);
    return toPaged(await this.toRows(auth, rows), total, q.page, q.per_page);
  }

  /** indexPemutusIds: ids of the requests waiting for the caller's decision. */
  async pemutusIds(auth: AuthContext): Promise<{ data: number[] }> {
    const { rows } = await repo.listRequests(this.ctx.db, { myTurnOf: auth.userId }, 1000, 0);
    return { data: rows.map((r) => r.id) };
  }

  /** 404 for a request the caller may not see (requester, approvers, attendance admins). */
  async detail(auth: AuthContext, id: number): Promise<AbsenDeleteRequestDetail> {
    const row = await repo.findRequest(this.ctx.db, id);
    if (!row) throw new HttpError(404, MSG.notFound);
    const approval = await viewApproval(this.ctx.db, TYPE, id, auth);
    const isApprover = approval.steps.some((s) => s.approvers.some((a) => a.user_id === auth.userId));
    if (row.user_id !== auth.userId && !isApprover && !this.seesAll(auth)) throw new HttpError(404, MSG.notFound);
    const [absen, files] = await Promise.all([
      repo.rowsOf(this.ctx.db, id),
      this.ctx.files.listOf(this.ctx.db, 'absen_delete_request', id),
    ]);
    const [base] = await this.toRows(auth, [row]);
    const isDraftOfMine = row.user_id === auth.userId && approval.status === 'draft';
    return {
      ...base,
      absen: absen.map((a) => ({
        id: a.id,
        jenis: a.jenis,
        waktu: a.waktu.toISOString(),
        is_active: a.is_active,
        deleted: a.deleted_at !== null,
      })),
      files: files.map((f) => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: Number(f.size),
        location: f.path,
        created_at: f.created_at.toISOString(),
      })),
      approval,
      can_delete: isDraftOfMine,
      can_edit_files: isDraftOfMine,
    };
  }

  async create(
    auth: AuthContext,
    actor: Actor,
    input: AbsenDeleteRequestInput,
  ): Promise<{ message: string; data: AbsenDeleteRequestDetail }> {
    const alasan = input.alasan.trim();
    const errors: FieldErrors = {};
    if (alasan.length < 5) errors.alasan = ['Alasan minimal 5 karakter'];
    const day = DateTime.fromISO(input.tanggal, { zone: 'Asia/Jakarta' });
    if (!day.isValid) errors.tanggal = ['Tanggal tidak valid'];
    else if (day > DateTime.now().setZone('Asia/Jakarta').endOf('day'))
      errors.tanggal = ['Tanggal tidak boleh setelah hari ini'];
    if (Object.keys(errors).length) throw validationError(errors);
    const pegawaiId = await pegawaiIdOf(this.ctx.db, auth.userId);
    if (pegawaiId === null) throw new HttpError(403, NO_PEGAWAI_MESSAGE);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('absen_delete_request')
        .values({ pegawai_id: pegawaiId, user_id: auth.userId, tanggal: input.tanggal, alasan })
        .returningAll()
        .executeTakeFirstOrThrow();
      if ((await repo.holdRows(trx, row.id, pegawaiId, input.tanggal)) === 0)
        throw validationError({ tanggal: [MSG.noRows] });
      await createApproval(trx, { type: TYPE, subjectId: row.id, requesterUserId: auth.userId, actor });
      await recordAudit(trx, {
        ...actor,
        entity: 'absen_delete_request',
        entityId: row.id,
        after: { pegawai_id: pegawaiId, tanggal: input.tanggal, alasan },
      });
      return row.id;
    });
    return { message: MSG.created, data: await this.detail(auth, id) };
  }

  /** request, approve, reject, cancel, reset, reverse: the engine decides who may, 403/409 otherwise. */
  async act(
    auth: AuthContext,
    actor: Actor,
    id: number,
    action: ApprovalAction,
    note?: string | null,
  ): Promise<{ message: string; data: AbsenDeleteRequestDetail }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockRequest(trx, id))) throw new HttpError(404, MSG.notFound);
      await actOnApproval(trx, { type: TYPE, subjectId: id, action, user: auth, actor, note: note ?? null });
    });
    return { message: MSG.updated, data: await this.detail(auth, id) };
  }

  /** Deleting a draft: the held rows become active again and free, then the request goes. */
  async remove(auth: AuthContext, actor: Actor, id: number): Promise<{ message: string }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const request = await repo.lockRequest(trx, id);
      if (!request) throw new HttpError(404, MSG.notFound);
      await removeApproval(trx, { type: TYPE, subjectId: id, user: auth, actor });
      await repo.releaseRows(trx, id);
      for (const file of await this.ctx.files.listOf(trx, 'absen_delete_request', id))
        await this.ctx.files.remove(trx, file.id);
      await trx.updateTable('absen_delete_request').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      await recordAudit(trx, {
        ...actor,
        entity: 'absen_delete_request',
        entityId: id,
        before: { tanggal: request.tanggal, alasan: request.alasan },
      });
    });
    return { message: MSG.deleted };
  }

  /** The requester's own draft, locked (404 unknown/other's, 409 once it left draft). */
  private async ownDraft(trx: Parameters<typeof repo.lockRequest>[0], auth: AuthContext, id: number) {
    const request = await repo.lockRequest(trx, id);
    if (!request || request.user_id !== auth.userId) throw new HttpError(404, MSG.notFound);
    const [status] = (await approvalStatusesOf(trx, TYPE, [id], auth.userId)).values();
    if (status?.status !== 'draft') throw new HttpError(409, MSG.notDraft);
    return request;
  }

  /** update_files: records the uploads the requester PUT under absen/delete/request/{id}/. */
  async recordFiles(
    auth: AuthContext,
    actor: Actor,
    id: number,
    files: { path: string; name?: string }[],
  ): Promise<{ message: string; data: AbsenDeleteRequestDetail }> {
    await this.ownDraft(this.ctx.db, auth, id);
    const prefix = `absen/delete/request/${id}/`;
    const errors: FieldErrors = {};
    files.forEach((file, i) => {
      let key = '';
      try {
        key = safeStorageKey(file.path);
      } catch {
        key = '';
      }
      if (!key.startsWith(prefix) || key.slice(prefix.length).includes('/'))
        errors[`files.${i}.path`] = [`Path file harus berada di ${prefix}{nama file}`];
    });
    if (Object.keys(errors).length) throw validationError(errors);
    const accepted = await this.ctx.files.acceptUploads(this.ctx.db, {
      userId: auth.userId,
      files,
      fallbackOwner: { type: 'absen_delete_request', id },
    });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.ownDraft(trx, auth, id);
      await this.ctx.files.recordUploads(trx, accepted, actor);
    });
    return { message: MSG.updated, data: await this.detail(auth, id) };
  }

  /** destroy_file: removes one attachment of the requester's draft. */
  async destroyFile(
    auth: AuthContext,
    actor: Actor,
    id: number,
    fileId: number,
  ): Promise<{ message: string; data: AbsenDeleteRequestDetail }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.ownDraft(trx, auth, id);
      const file = (await this.ctx.files.listOf(trx, 'absen_delete_request', id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, MSG.fileNotFound);
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, { ...actor, entity: 'files', entityId: file.id, before: { path: file.path } });
    });
    return { message: MSG.updated, data: await this.detail(auth, id) };
  }
}
