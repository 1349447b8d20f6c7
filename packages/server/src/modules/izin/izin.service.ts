/**
 * Leave and permits (izin): create, list, detail by token, the approval events (through the
 * approval engine, type 'izin'), attachments, balance, calendar and the unapproved counter.
 * Who sees an izin: its requester, the approvers of its chain, and POLICY.seeAllLeave.
 */
import { randomBytes } from 'node:crypto';
import { domain } from '../../platform/domain.js';
import type { ApprovalAction, LeaveTypeId } from '@portal/domain';
import type {
  IzinBalance,
  IzinCalendarItem,
  IzinCreateInput,
  IzinDetail,
  IzinUpdateInput,
  IzinListAnswer,
  IzinRow,
  IzinListQuery as ContractListQuery,
} from '@portal/contracts';
import {
  actOnApproval,
  createApproval,
  isApprovalParticipant,
  removeApproval,
  unapprovedCount,
  viewApproval,
  previewApprovalChain,
} from '../../platform/approval/index.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { registerIzinApproval } from './izin-approval.js';
import { attachmentsOf, decodeAttachment, IZIN_FILE_OWNER, storeAttachment } from './izin-attachments.js';
import { CUTI_TAHUNAN_JATAH, IZIN_MESSAGES, IZIN_TYPES_NEEDING_ATTACHMENT, MAX_SPAN_DAYS } from './izin-rules.js';
import * as repo from './izin.repo.js';
import { POLICY } from '../../platform/domain.js';

const { APPROVAL_STATUS_LABELS, LEAVE_TYPE_OPTIONS, isLeaveTypeId, leaveTypeLabel } = domain;

/** The list's part of the endpoint's query (the contract's). */
export type IzinListQuery = Omit<ContractListQuery, 'event' | 'token' | 'bulan'>;

const ACTION_OF_EVENT: Record<string, { action: ApprovalAction; message: string }> = {
  store_request: { action: 'request', message: IZIN_MESSAGES.requested },
  store_approve: { action: 'approve', message: IZIN_MESSAGES.approved },
  store_reject: { action: 'reject', message: IZIN_MESSAGES.rejected },
  store_cancel: { action: 'cancel', message: IZIN_MESSAGES.canceled },
  store_reset: { action: 'reset', message: IZIN_MESSAGES.reset },
  store_reverse: { action: 'reverse', message: IZIN_MESSAGES.reversed },
};
export const IZIN_APPROVAL_EVENTS = Object.keys(ACTION_OF_EVENT);

const DAY_MS = 86_400_000;

export class IzinService {
  constructor(private readonly ctx: AppContext) {
    registerIzinApproval();
  }

  private isAdmin(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.seeAllLeave);
  }

  private toRow(r: repo.IzinDbRow): IzinRow {
    return {
      id: r.id,
      token: r.token,
      pegawai_id: r.pegawai_id,
      pegawai_nama: r.pegawai_nama,
      pegawai_npp: r.pegawai_npp,
      kantor_nama: r.kantor_nama,
      jenis_id: r.jenis_id as LeaveTypeId,
      jenis_nama: leaveTypeLabel(r.jenis_id) ?? String(r.jenis_id),
      tanggal_mulai: r.tanggal_mulai,
      tanggal_selesai: r.tanggal_selesai,
      hari: r.hari,
      alasan: r.alasan,
      status: r.status,
      status_label: APPROVAL_STATUS_LABELS[r.status],
      is_myturn: Boolean(r.is_myturn),
      attachments_count: r.attachments_count,
      created_at: r.created_at.toISOString(),
    };
  }

  /** Requester, approver of its chain, or admin; anyone else gets the same 404 as a wrong token. */
  private async assertVisible(auth: AuthContext, row: repo.IzinDbRow | undefined): Promise<repo.IzinDbRow> {
    if (!row) throw new HttpError(404, IZIN_MESSAGES.notFound);
    if (row.user_id === auth.userId || this.isAdmin(auth)) return row;
    if (await isApprovalParticipant(this.ctx.db, repo.IZIN_TYPE, row.id, auth.userId)) return row;
    throw new HttpError(404, IZIN_MESSAGES.notFound);
  }

  private async detail(auth: AuthContext, row: repo.IzinDbRow): Promise<IzinDetail> {
    const approval = await viewApproval(this.ctx.db, repo.IZIN_TYPE, row.id, auth);
    const isDraftOwner = row.user_id === auth.userId && row.status === 'draft';
    return {
      ...this.toRow(row),
      attachments: await attachmentsOf(this.ctx, this.ctx.db, row.id),
      approval,
      can_delete: isDraftOwner,
      can_edit_attachments: isDraftOwner,
    };
  }

  async list(auth: AuthContext, q: IzinListQuery): Promise<IzinListAnswer> {
    const sort = q.sortbydesc ?? q.sortby ?? 'created_at';
    const desc = q.sortby === undefined;
    const { rows, total } = await repo.listIzin(
      this.ctx.db,
      {
        userId: auth.userId,
        seeAll: this.isAdmin(auth),
        search: q.search ? containsPattern(q.search) : undefined,
        status: q.status,
        jenis_id: q.jenis_id,
        is_myturn: q.is_myturn,
        tahun: q.tahun,
      },
      { page: q.page, perPage: q.per_page, sort, desc },
    );
    return {
      ...toPaged(
        rows.map((r) => this.toRow(r)),
        total,
        q.page,
        q.per_page,
      ),
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.IZIN_TYPE),
    };
  }

  async showByToken(auth: AuthContext, token: string): Promise<{ data: IzinDetail }> {
    const row = await this.assertVisible(auth, await repo.findIzinByToken(this.ctx.db, token, auth.userId));
    return { data: await this.detail(auth, row) };
  }

  async unapproved(auth: AuthContext): Promise<{ data: { unapproved: number } }> {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.IZIN_TYPE) } };
  }

  async balance(pegawaiId: number, tahun: number): Promise<IzinBalance> {
    const used = await repo.annualLeaveUsed(this.ctx.db, pegawaiId, tahun);
    return {
      tahun,
      jatah: CUTI_TAHUNAN_JATAH,
      ...used,
      sisa: Math.max(0, CUTI_TAHUNAN_JATAH - used.terpakai - used.menunggu),
    };
  }

  /** Types, rules and the caller's annual leave balance (page /pegawai/izin/info). */
  async config(auth: AuthContext, tahun: number) {
    const pegawaiId = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    return {
      data: {
        jenis: LEAVE_TYPE_OPTIONS.map((o) => ({
          ...o,
          butuh_lampiran: IZIN_TYPES_NEEDING_ATTACHMENT.includes(o.id),
          memotong_cuti_tahunan: o.id === 5,
        })),
        jatah_cuti_tahunan: CUTI_TAHUNAN_JATAH,
        maks_rentang_hari: MAX_SPAN_DAYS,
        balance: pegawaiId === null ? null : await this.balance(pegawaiId, tahun),
        alur: await previewApprovalChain(this.ctx.db, repo.IZIN_TYPE, auth.userId),
      },
    };
  }

  /** Leave overlapping the month (YYYY-MM), same visibility as the list; cancelled ones left out. */
  async calendar(auth: AuthContext, bulan: string): Promise<{ data: IzinCalendarItem[] }> {
    const [y, m] = bulan.split('-').map(Number);
    const from = `${bulan}-01`;
    const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const rows = await repo.allIzin(this.ctx.db, { userId: auth.userId, seeAll: this.isAdmin(auth), from, to });
    return {
      data: rows
        .filter((r) => r.status !== 'dibatalkan')
        .map((r) => ({
          token: r.token,
          pegawai_nama: r.pegawai_nama,
          jenis_id: r.jenis_id as LeaveTypeId,
          jenis_nama: leaveTypeLabel(r.jenis_id) ?? '',
          tanggal_mulai: r.tanggal_mulai,
          tanggal_selesai: r.tanggal_selesai,
          status: r.status,
        })),
    };
  }

  private async validateInput(
    input: IzinCreateInput,
    hasAttachment = Boolean(input.attachment),
  ): Promise<{ hari: number; alasan: string }> {
    const errors: FieldErrors = {};
    const alasan = input.alasan.trim();
    if (!isLeaveTypeId(input.jenis_id)) errors.jenis_id = [IZIN_MESSAGES.jenisInvalid];
    if (alasan === '') errors.alasan = [IZIN_MESSAGES.alasanRequired];
    const span = (Date.parse(input.tanggal_selesai) - Date.parse(input.tanggal_mulai)) / DAY_MS;
    if (span < 0) errors.tanggal_selesai = [IZIN_MESSAGES.selesaiBeforeMulai];
    else if (span >= MAX_SPAN_DAYS) errors.tanggal_selesai = [IZIN_MESSAGES.spanTooLong];
    else if (input.jenis_id === 5 && input.tanggal_mulai.slice(0, 4) !== input.tanggal_selesai.slice(0, 4))
      errors.tanggal_selesai = [IZIN_MESSAGES.crossesYear];
    if (IZIN_TYPES_NEEDING_ATTACHMENT.includes(input.jenis_id) && !hasAttachment)
      errors.attachment = [IZIN_MESSAGES.attachmentRequired];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const hari = await repo.countWorkingDays(this.ctx.db, input.tanggal_mulai, input.tanggal_selesai);
    if (hari === 0) throw validationError({ tanggal_mulai: [IZIN_MESSAGES.noWorkingDay] });
    return { hari, alasan };
  }

  /** A draft for the caller's own employee record (status Draft; request approval afterwards). */
  async create(auth: AuthContext, actor: Actor, input: IzinCreateInput) {
    const pegawaiId = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    if (pegawaiId === null) throw new HttpError(422, IZIN_MESSAGES.noPegawai);
    const { alasan } = await this.validateInput(input);
    const file = input.attachment ? decodeAttachment(input.attachment) : null;
    const token = randomBytes(24).toString('base64url');
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const values = {
        token,
        pegawai_id: pegawaiId,
        user_id: auth.userId,
        jenis_id: input.jenis_id,
        tanggal_mulai: input.tanggal_mulai,
        tanggal_selesai: input.tanggal_selesai,
        alasan,
      };
      const created = await repo.insertIzin(trx, values);
      await recordAudit(trx, {
        ...actor,
        entity: 'izin',
        entityId: created.id,
        after: { ...values, token: undefined, attachment: file?.name ?? null },
      });
      await createApproval(trx, { type: repo.IZIN_TYPE, subjectId: created.id, requesterUserId: auth.userId, actor });
      if (file) await storeAttachment(this.ctx, trx, created.id, file, auth.userId);
      return created.id;
    });
    return {
      message: IZIN_MESSAGES.created,
      data: await this.detail(auth, (await repo.findIzinById(this.ctx.db, id, auth.userId))!),
    };
  }

  /**
   * The requester changes a Draft (spec: 'Cek kembali sebelum Request Approval' after create or
   * update). Once sent for approval the approvers judge what they saw, so it no longer changes;
   * balance and overlap are checked when it is sent (izin-approval.ts), as for a new one.
   */
  async update(auth: AuthContext, actor: Actor, id: number, input: IzinUpdateInput) {
    await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockDraftOfRequester(trx, auth, id, IZIN_MESSAGES.editDraftOnly);
      const attachments = (await this.ctx.files.listOf(trx, IZIN_FILE_OWNER, id)).length;
      const { alasan } = await this.validateInput(input, attachments > 0);
      const values = {
        jenis_id: input.jenis_id,
        tanggal_mulai: input.tanggal_mulai,
        tanggal_selesai: input.tanggal_selesai,
        alasan,
      };
      await repo.updateIzin(trx, id, values);
      await recordAudit(trx, {
        ...actor,
        entity: 'izin',
        entityId: id,
        before: {
          jenis_id: before.jenis_id,
          tanggal_mulai: before.tanggal_mulai,
          tanggal_selesai: before.tanggal_selesai,
        },
        after: values,
      });
    });
    return this.answer(auth, id, IZIN_MESSAGES.updated);
  }

  private async visibleById(auth: AuthContext, id: number): Promise<repo.IzinDbRow> {
    return this.assertVisible(auth, await repo.findIzinById(this.ctx.db, id, auth.userId));
  }

  private async answer(auth: AuthContext, id: number, message: string) {
    return { message, data: await this.detail(auth, (await repo.findIzinById(this.ctx.db, id, auth.userId))!) };
  }

  /** store_request … store_reverse: the engine decides who may act, in which state. */
  async act(auth: AuthContext, actor: Actor, id: number, event: string, note: string | null | undefined) {
    await this.visibleById(auth, id);
    const { action, message } = ACTION_OF_EVENT[event];
    await this.ctx.db
      .transaction()
      .execute((trx) => actOnApproval(trx, { type: repo.IZIN_TYPE, subjectId: id, action, user: auth, actor, note }));
    return this.answer(auth, id, message);
  }

  /** Attachments change only while the izin is the requester's draft. */
  private async lockDraftOfRequester(
    trx: Parameters<typeof repo.lockIzin>[0],
    auth: AuthContext,
    id: number,
    notDraft: string = IZIN_MESSAGES.draftOnly,
  ) {
    const izin = await repo.lockIzin(trx, id);
    if (!izin) throw new HttpError(404, IZIN_MESSAGES.notFound);
    if (izin.user_id !== auth.userId) throw new HttpError(403, IZIN_MESSAGES.requesterOnly);
    const status = await trx
      .selectFrom('approval_request')
      .select('status')
      .where('type', '=', repo.IZIN_TYPE)
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    if (status.status !== 'draft') throw new HttpError(409, notDraft);
    return izin;
  }

  async createAttachment(auth: AuthContext, actor: Actor, id: number, file: { name: string; content_base64: string }) {
    await this.visibleById(auth, id);
    const decoded = decodeAttachment(file, 'file');
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraftOfRequester(trx, auth, id);
      const stored = await storeAttachment(this.ctx, trx, id, decoded, auth.userId);
      await recordAudit(trx, {
        ...actor,
        entity: 'izin',
        entityId: id,
        after: { attachment_added: stored.id, name: stored.original_name },
      });
    });
    return this.answer(auth, id, IZIN_MESSAGES.attachmentUpdated);
  }

  async deleteAttachment(auth: AuthContext, actor: Actor, id: number, fileId: number) {
    await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      const izin = await this.lockDraftOfRequester(trx, auth, id);
      const files = await this.ctx.files.listOf(trx, IZIN_FILE_OWNER, id);
      const file = files.find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, IZIN_MESSAGES.attachmentNotFound);
      if (IZIN_TYPES_NEEDING_ATTACHMENT.includes(izin.jenis_id) && files.length === 1)
        throw validationError({ file_id: [IZIN_MESSAGES.attachmentRequired] });
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, {
        ...actor,
        entity: 'izin',
        entityId: id,
        before: { attachment: file.id, name: file.original_name },
      });
    });
    return this.answer(auth, id, IZIN_MESSAGES.attachmentUpdated);
  }

  /** A draft only, by its requester (the engine enforces both); its counter falls. */
  async remove(auth: AuthContext, actor: Actor, id: number) {
    const row = await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await removeApproval(trx, { type: repo.IZIN_TYPE, subjectId: id, user: auth, actor });
      for (const file of await this.ctx.files.listOf(trx, IZIN_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await repo.deleteIzin(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'izin',
        entityId: id,
        before: { ...this.toRow(row), token: undefined },
      });
    });
    return { message: IZIN_MESSAGES.deleted };
  }

  /** A signed address of one attachment, for whoever may see the izin. */
  async attachmentUrl(auth: AuthContext, id: number, fileId: number): Promise<{ data: string }> {
    await this.visibleById(auth, id);
    const file = (await this.ctx.files.listOf(this.ctx.db, IZIN_FILE_OWNER, id)).find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, IZIN_MESSAGES.attachmentNotFound);
    return {
      data: await this.ctx.files.downloadUrl(file.path, {
        fileName: file.original_name,
        contentType: file.content_type,
      }),
    };
  }
}
