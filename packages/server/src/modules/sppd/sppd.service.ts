/**
 * Trips (sppd): create/update as Draft, list and detail with row scoping, approval events through
 * the engine (type 'sppd'), travellers, cost generation, proofs and attachments, the budget left.
 * Who sees a trip: its requester, its travellers, the approvers of its chain, and the chart/export
 * roles (POLICY.readTripChart, POLICY.exportTrips).
 */
import { randomBytes } from 'node:crypto';
import type { ApprovalAction } from '@portal/domain';
import type { SppdDetail, SppdInput, SppdListQuery, SppdPejalanInput, SppdRow } from '@portal/contracts';
import { sql } from 'kysely';
import {
  actOnApproval,
  createApproval,
  removeApproval,
  unapprovedCount,
  viewApproval,
  previewApprovalChain,
} from '../../platform/approval/index.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { remainingBudget } from './budget.js';
import { generateCosts } from './costs.js';
import { registerSppdApproval } from './sppd-approval.js';
import { decodeSppdFile, filesOf, storeSppdFile } from './sppd-files.js';
import {
  APPROVAL_STATUS_LABELS,
  mapConstraintError,
  MAX_TRIP_DAYS,
  SPPD_ATTACHMENT_OWNER,
  SPPD_BUKTI_OWNER,
  SPPD_MESSAGES,
  SPPD_TYPE,
} from './sppd-rules.js';
import * as repo from './sppd.repo.js';
import { addTraveller, removeTraveller, travellersOf } from './travellers.js';

const ACTION_OF_EVENT: Record<string, { action: ApprovalAction; message: string }> = {
  store_request: { action: 'request', message: SPPD_MESSAGES.requested },
  store_approve: { action: 'approve', message: SPPD_MESSAGES.approved },
  store_reject: { action: 'reject', message: SPPD_MESSAGES.rejected },
  store_cancel: { action: 'cancel', message: SPPD_MESSAGES.canceled },
  store_reset: { action: 'reset', message: SPPD_MESSAGES.reset },
  store_reverse: { action: 'reverse', message: SPPD_MESSAGES.reversed },
};
export const SPPD_APPROVAL_EVENTS = Object.keys(ACTION_OF_EVENT);

const DAY_MS = 86_400_000;

export class SppdService {
  constructor(private readonly ctx: AppContext) {
    registerSppdApproval();
  }

  seesAll(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.readTripChart) || hasAccess(auth, POLICY.exportTrips);
  }

  private toRow(r: repo.SppdDbRow): SppdRow {
    const { user_id: _u, ...rest } = r;
    return {
      ...rest,
      is_myturn: Boolean(r.is_myturn),
      status_label: APPROVAL_STATUS_LABELS[r.status],
      created_at: r.created_at.toISOString(),
    };
  }

  /** The trip if the caller may see it; otherwise the same 404 as a wrong id or token. */
  async visible(auth: AuthContext, by: { id?: number; token?: string }): Promise<repo.SppdDbRow> {
    const row = await repo.findSppd(this.ctx.db, by, auth.userId);
    if (!row) throw new HttpError(404, SPPD_MESSAGES.notFound);
    if (this.seesAll(auth) || (await repo.isVisibleTo(this.ctx.db, row.id, auth.userId))) return row;
    throw new HttpError(404, SPPD_MESSAGES.notFound);
  }

  async detail(auth: AuthContext, row: repo.SppdDbRow): Promise<SppdDetail> {
    const db = this.ctx.db;
    return {
      ...this.toRow(row),
      pejalan: await travellersOf(db, row.id),
      bukti: await filesOf(this.ctx, db, SPPD_BUKTI_OWNER, row.id),
      attachments: await filesOf(this.ctx, db, SPPD_ATTACHMENT_OWNER, row.id),
      approval: await viewApproval(db, SPPD_TYPE, row.id, auth),
      sisa_anggaran: await remainingBudget(db, row.kantor_id, Number(row.tanggal_mulai.slice(0, 4)), {
        exceptSppdId: ['menunggu', 'disetujui'].includes(row.status) ? undefined : row.id,
      }),
      can_edit: row.user_id === auth.userId && row.status === 'draft',
    };
  }

  async answer(auth: AuthContext, id: number, message: string) {
    return { message, data: await this.detail(auth, (await repo.findSppd(this.ctx.db, { id }, auth.userId))!) };
  }

  async list(auth: AuthContext, q: SppdListQuery) {
    const { rows, total } = await repo.listSppd(
      this.ctx.db,
      {
        userId: auth.userId,
        seeAll: this.seesAll(auth),
        search: q.search,
        status: q.status,
        is_myturn: q.is_myturn,
        is_biaya_pending: q.is_biaya_pending,
        is_bukti_empty: q.is_bukti_empty,
        kantor_id: q.kantor_id,
        tahun: q.tahun,
      },
      { page: q.page, perPage: q.per_page },
    );
    return {
      ...toPaged(
        rows.map((r) => this.toRow(r)),
        total,
        q.page,
        q.per_page,
      ),
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, SPPD_TYPE),
    };
  }

  async unapproved(auth: AuthContext) {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, SPPD_TYPE) } };
  }

  /** The caller's own trips, for picking the parent of a penambahan. */
  async options(auth: AuthContext) {
    const rows = await repo.allSppd(this.ctx.db, { userId: auth.userId, seeAll: false });
    return {
      data: rows
        .filter((r) => r.user_id === auth.userId)
        .map((r) => ({ id: r.id, nama: `${r.tujuan} (${r.tanggal_mulai})` })),
    };
  }

  async config(auth: AuthContext) {
    return {
      data: {
        maks_hari: MAX_TRIP_DAYS,
        alur: await previewApprovalChain(this.ctx.db, SPPD_TYPE, auth.userId),
      },
    };
  }

  private async validate(db: Db, auth: AuthContext, input: SppdInput, selfId?: number) {
    const errors: FieldErrors = {};
    const keperluan = input.keperluan.trim();
    const tujuan = input.tujuan.trim();
    if (keperluan === '') errors.keperluan = [SPPD_MESSAGES.blank];
    if (tujuan === '') errors.tujuan = [SPPD_MESSAGES.blank];
    const span = (Date.parse(input.tanggal_selesai) - Date.parse(input.tanggal_mulai)) / DAY_MS;
    if (!Number.isFinite(span) || span < 0) errors.tanggal_selesai = [SPPD_MESSAGES.selesaiBeforeMulai];
    else if (span >= MAX_TRIP_DAYS) errors.tanggal_selesai = [SPPD_MESSAGES.spanTooLong];
    if (input.parent_id != null) {
      const parent = await sql`SELECT 1 FROM sppd WHERE id = ${input.parent_id} AND user_id = ${auth.userId}
                               AND id <> ${selfId ?? 0}`.execute(db);
      if (parent.rows.length === 0) errors.parent_id = [SPPD_MESSAGES.parentInvalid];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      kantor_id: input.kantor_id,
      jenis_id: input.jenis_id,
      wilayah_id: input.wilayah_id,
      kendaraan_id: input.kendaraan_id ?? null,
      parent_id: input.parent_id ?? null,
      keperluan,
      tujuan,
      tanggal_mulai: input.tanggal_mulai,
      tanggal_selesai: input.tanggal_selesai,
    };
  }

  /** A Draft for the caller's employee record; spec: new or penambahan raises the counter. */
  async create(auth: AuthContext, actor: Actor, input: SppdInput) {
    const pegawaiId = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    if (pegawaiId === null) throw new HttpError(422, SPPD_MESSAGES.noPegawai);
    const values = await this.validate(this.ctx.db, auth, input);
    const id = await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        const created = await repo.insertSppd(trx, {
          ...values,
          token: randomBytes(24).toString('base64url'),
          pegawai_id: pegawaiId,
          user_id: auth.userId,
        });
        await recordAudit(trx, { ...actor, entity: 'sppd', entityId: created, after: values });
        await createApproval(trx, { type: SPPD_TYPE, subjectId: created, requesterUserId: auth.userId, actor });
        return created;
      })
      .catch(mapConstraintError);
    return this.answer(auth, id, SPPD_MESSAGES.created);
  }

  /** The requester's Draft, locked; anything else 403/409. */
  private async lockDraft(trx: Db, auth: AuthContext, id: number) {
    const trip = await repo.lockSppd(trx, id);
    if (!trip) throw new HttpError(404, SPPD_MESSAGES.notFound);
    if (trip.user_id !== auth.userId) throw new HttpError(403, SPPD_MESSAGES.requesterOnly);
    if (trip.status !== 'draft') throw new HttpError(409, SPPD_MESSAGES.draftOnly);
    return trip;
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: SppdInput) {
    await this.visible(auth, { id });
    await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        const before = await this.lockDraft(trx, auth, id);
        const values = await this.validate(trx, auth, input, id);
        await repo.updateSppd(trx, id, values);
        await recordAudit(trx, { ...actor, entity: 'sppd', entityId: id, before, after: values });
      })
      .catch(mapConstraintError);
    return this.answer(auth, id, SPPD_MESSAGES.updated);
  }

  async remove(auth: AuthContext, actor: Actor, id: number) {
    const row = await this.visible(auth, { id });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraft(trx, auth, id);
      await removeApproval(trx, { type: SPPD_TYPE, subjectId: id, user: auth, actor });
      for (const owner of [SPPD_BUKTI_OWNER, SPPD_ATTACHMENT_OWNER])
        for (const file of await this.ctx.files.listOf(trx, owner, id)) await this.ctx.files.remove(trx, file.id);
      await repo.deleteSppd(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'sppd',
        entityId: id,
        before: { ...this.toRow(row), token: undefined },
      });
    });
    return { message: SPPD_MESSAGES.deleted };
  }

  /** store_request … store_reverse through the engine; a traveller never decides their own trip. */
  async act(auth: AuthContext, actor: Actor, id: number, event: string, note: string | null | undefined) {
    await this.visible(auth, { id });
    const { action, message } = ACTION_OF_EVENT[event];
    await this.ctx.db.transaction().execute(async (trx) => {
      if (action === 'approve' || action === 'reject') {
        const traveller = await sql`
          SELECT 1 FROM sppd_pejalan p JOIN users u ON u.pegawai_id = p.pegawai_id
          WHERE p.sppd_id = ${id} AND u.id = ${auth.userId}`.execute(trx);
        if (traveller.rows.length > 0) throw new HttpError(403, SPPD_MESSAGES.ownTrip);
      }
      await actOnApproval(trx, { type: SPPD_TYPE, subjectId: id, action, user: auth, actor, note });
    });
    return this.answer(auth, id, message);
  }

  async addPejalan(auth: AuthContext, actor: Actor, id: number, input: SppdPejalanInput) {
    await this.visible(auth, { id });
    await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        await this.lockDraft(trx, auth, id);
        const pejalanId = await addTraveller(trx, id, input);
        await recordAudit(trx, {
          ...actor,
          entity: 'sppd_pejalan',
          entityId: pejalanId,
          after: { sppd_id: id, ...input },
        });
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, SPPD_MESSAGES.pejalanExists);
        return mapConstraintError(error);
      });
    return this.answer(auth, id, SPPD_MESSAGES.pejalanAdded);
  }

  async removePejalan(auth: AuthContext, actor: Actor, id: number, pejalanId: number) {
    await this.visible(auth, { id });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraft(trx, auth, id);
      await removeTraveller(trx, id, pejalanId);
      await recordAudit(trx, { ...actor, entity: 'sppd_pejalan', entityId: pejalanId, before: { sppd_id: id } });
    });
    return this.answer(auth, id, SPPD_MESSAGES.pejalanDeleted);
  }

  /** 'Success Generate Biaya SPPD': costs from the master rates (costs.ts), while Draft. */
  async generateBiaya(auth: AuthContext, actor: Actor, id: number) {
    await this.visible(auth, { id });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraft(trx, auth, id);
      await generateCosts(trx, id);
      await recordAudit(trx, { ...actor, entity: 'sppd', entityId: id, after: { biaya_generated: true } });
    });
    return this.answer(auth, id, SPPD_MESSAGES.biayaGenerated);
  }

  /** Proofs (bukti) after approval by the requester or a traveller; attachments while Draft. */
  async addFile(
    auth: AuthContext,
    actor: Actor,
    id: number,
    owner: string,
    file: { name: string; content_base64: string },
  ) {
    await this.visible(auth, { id });
    const decoded = decodeSppdFile(file);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.assertMayChangeFiles(trx, auth, id, owner);
      const stored = await storeSppdFile(this.ctx, trx, owner, id, decoded, auth.userId);
      await recordAudit(trx, {
        ...actor,
        entity: 'sppd',
        entityId: id,
        after: { [owner]: stored.id, name: decoded.name },
      });
    });
    return this.answer(auth, id, SPPD_MESSAGES.attachmentUpdated);
  }

  async deleteFile(auth: AuthContext, actor: Actor, id: number, owner: string, fileId: number) {
    await this.visible(auth, { id });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.assertMayChangeFiles(trx, auth, id, owner);
      const file = (await this.ctx.files.listOf(trx, owner, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, SPPD_MESSAGES.fileNotFound);
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, {
        ...actor,
        entity: 'sppd',
        entityId: id,
        before: { [owner]: file.id, name: file.original_name },
      });
    });
    return this.answer(auth, id, SPPD_MESSAGES.attachmentUpdated);
  }

  private async assertMayChangeFiles(trx: Db, auth: AuthContext, id: number, owner: string) {
    if (owner === SPPD_ATTACHMENT_OWNER) return void (await this.lockDraft(trx, auth, id));
    const trip = await repo.lockSppd(trx, id);
    if (!trip) throw new HttpError(404, SPPD_MESSAGES.notFound);
    if (trip.status !== 'disetujui') throw new HttpError(409, SPPD_MESSAGES.buktiApprovedOnly);
    const traveller = await sql`
      SELECT 1 FROM sppd_pejalan p JOIN users u ON u.pegawai_id = p.pegawai_id
      WHERE p.sppd_id = ${id} AND u.id = ${auth.userId}`.execute(trx);
    if (trip.user_id !== auth.userId && traveller.rows.length === 0)
      throw new HttpError(403, SPPD_MESSAGES.buktiByTraveller);
  }
}
