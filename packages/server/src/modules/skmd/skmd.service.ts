/**
 * Work-assignment letters (SKMD): the caller's letter of a month (store_skmd), its detail
 * (store_skmd_update while Draft), the approval (store_request/approve/reject, store_skmd_reset
 * back to Draft with the history cleared), issuing with a number (store_penerbitan, HR) and files.
 * Who sees a letter: its requester, the approvers of its chain, HR (POLICY.hrAdmin) all of them.
 */
import { randomBytes } from 'node:crypto';
import { domain } from '../../platform/domain.js';
import type { ApprovalAction } from '@portal/domain';
import type { SkmdCreateInput, SkmdDetail, SkmdListAnswer, SkmdListQuery, SkmdRow } from '@portal/contracts';
import {
  actOnApproval,
  createApproval,
  isApprovalParticipant,
  removeApproval,
  unapprovedCount,
  viewApproval,
} from '../../platform/approval/index.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { decodeLetterFile, letterFilesOf, nextLetterNumber, storeLetterFile } from '../notadinas/public.js';
import { registerSkmdApproval } from './skmd-approval.js';
import { SKMD_MESSAGES as M } from './skmd-rules.js';
import * as repo from './skmd.repo.js';

const { APPROVAL_STATUS_LABELS } = domain;

const OWNER = 'skmd';

const ACTION_OF: Record<string, ApprovalAction> = {
  store_request: 'request',
  store_approve: 'approve',
  store_reject: 'reject',
  store_skmd_reset: 'reset',
};
export const SKMD_APPROVAL_EVENTS = Object.keys(ACTION_OF);

function cleanDetail(input: { uraian_tugas?: string; tempat_tugas?: string | null }) {
  const uraian = (input.uraian_tugas ?? '').trim();
  if (uraian === '') throw validationError({ uraian_tugas: [M.blank] });
  const tempat = input.tempat_tugas?.trim() || null;
  return { uraian_tugas: uraian, tempat_tugas: tempat };
}

export class SkmdService {
  constructor(private readonly ctx: AppContext) {
    registerSkmdApproval();
  }

  private seeAll(auth: Pick<AuthContext, 'roles'>) {
    return hasAccess(auth, POLICY.hrAdmin);
  }

  private toRow(r: repo.SkmdDbRow): SkmdRow {
    return {
      id: r.id,
      token: r.token,
      pegawai_id: r.pegawai_id,
      pegawai_nama: r.pegawai_nama,
      pegawai_npp: r.pegawai_npp,
      kantor_id: r.kantor_id,
      kantor_nama: r.kantor_nama,
      tahun: r.tahun,
      bulan: r.bulan,
      skmd: r.uraian_tugas === null ? null : { uraian_tugas: r.uraian_tugas, tempat_tugas: r.tempat_tugas },
      nomor: r.nomor,
      diterbitkan_at: r.diterbitkan_at?.toISOString() ?? null,
      status: r.status,
      status_label: APPROVAL_STATUS_LABELS[r.status],
      is_myturn: Boolean(r.is_myturn),
      files_count: r.files_count,
      created_at: r.created_at.toISOString(),
    };
  }

  private async assertVisible(auth: AuthContext, row: repo.SkmdDbRow | undefined): Promise<repo.SkmdDbRow> {
    if (!row) throw new HttpError(404, M.notFound);
    if (row.user_id === auth.userId || this.seeAll(auth)) return row;
    if (await isApprovalParticipant(this.ctx.db, repo.SKMD_TYPE, row.id, auth.userId)) return row;
    throw new HttpError(404, M.notFound);
  }

  private async visibleById(auth: AuthContext, id: number) {
    return this.assertVisible(auth, await repo.findSkmd(this.ctx.db, { id }, auth.userId));
  }

  private async detail(auth: AuthContext, row: repo.SkmdDbRow): Promise<SkmdDetail> {
    return {
      ...this.toRow(row),
      files: await letterFilesOf(this.ctx, this.ctx.db, OWNER, row.id),
      approval: await viewApproval(this.ctx.db, repo.SKMD_TYPE, row.id, auth),
      can_edit: row.user_id === auth.userId && row.status === 'draft',
      can_issue: row.status === 'disetujui' && row.nomor === null && hasAccess(auth, POLICY.hrAdminServices),
    };
  }

  private async answer(auth: AuthContext, id: number, message: string) {
    return { message, data: await this.detail(auth, (await repo.findSkmd(this.ctx.db, { id }, auth.userId))!) };
  }

  async list(auth: AuthContext, q: SkmdListQuery): Promise<SkmdListAnswer> {
    const { rows, total } = await repo.listSkmd(
      this.ctx.db,
      {
        userId: auth.userId,
        seeAll: this.seeAll(auth),
        search: q.search ? containsPattern(q.search) : undefined,
        tahun: q.tahun,
        bulan: q.bulan,
        is_myturn: q.is_myturn,
        is_penerbitan: q.is_penerbitan,
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
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.SKMD_TYPE),
    };
  }

  async showByToken(auth: AuthContext, token: string) {
    return {
      data: await this.detail(
        auth,
        await this.assertVisible(auth, await repo.findSkmd(this.ctx.db, { token }, auth.userId)),
      ),
    };
  }

  async unapproved(auth: AuthContext) {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.SKMD_TYPE) } };
  }

  /** store_skmd: the caller's letter of a month (Draft); refused for excluded employees and a second one of the month. */
  async create(auth: AuthContext, actor: Actor, input: SkmdCreateInput) {
    const me = await this.ctx.db
      .selectFrom('users as u')
      .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
      .select(['p.id as pegawai_id', 'p.kantor_id'])
      .where('u.id', '=', auth.userId)
      .executeTakeFirst();
    if (!me) throw new HttpError(422, M.noPegawai);
    if (me.kantor_id === null) throw new HttpError(422, M.noKantor);
    const detail = cleanDetail(input);
    if (await repo.isExcluded(this.ctx.db, me.pegawai_id, me.kantor_id)) throw new HttpError(422, M.excluded);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const values = {
        token: randomBytes(24).toString('base64url'),
        pegawai_id: me.pegawai_id,
        user_id: auth.userId,
        kantor_id: me.kantor_id!,
        tahun: input.tahun,
        bulan: input.bulan,
        ...detail,
      };
      const created = await trx
        .insertInto('skmd')
        .values(values)
        .onConflict((oc) => oc.columns(['pegawai_id', 'tahun', 'bulan']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new HttpError(409, M.duplicate);
      await recordAudit(trx, {
        ...actor,
        entity: 'skmd',
        entityId: created.id,
        after: { ...values, token: undefined },
      });
      await createApproval(trx, { type: repo.SKMD_TYPE, subjectId: created.id, requesterUserId: auth.userId, actor });
      return created.id;
    });
    return this.answer(auth, id, M.created);
  }

  private async lockDraftOfRequester(trx: Db, auth: AuthContext, id: number) {
    const letter = await repo.lockSkmd(trx, id);
    if (!letter) throw new HttpError(404, M.notFound);
    if (letter.user_id !== auth.userId) throw new HttpError(403, M.requesterOnly);
    if ((await repo.statusOf(trx, id)) !== 'draft') throw new HttpError(409, M.draftOnly);
    return letter;
  }

  async updateDetail(
    auth: AuthContext,
    actor: Actor,
    id: number,
    input: { uraian_tugas?: string; tempat_tugas?: string | null },
  ) {
    await this.visibleById(auth, id);
    const detail = cleanDetail(input);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraftOfRequester(trx, auth, id);
      await trx
        .updateTable('skmd')
        .set({ ...detail, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, { ...actor, entity: 'skmd', entityId: id, after: detail });
    });
    return this.answer(auth, id, M.updated);
  }

  async act(auth: AuthContext, actor: Actor, id: number, event: string, note: string | null | undefined) {
    await this.visibleById(auth, id);
    await this.ctx.db
      .transaction()
      .execute((trx) =>
        actOnApproval(trx, { type: repo.SKMD_TYPE, subjectId: id, action: ACTION_OF[event], user: auth, actor, note }),
      );
    return this.answer(auth, id, M.updated);
  }

  /** store_penerbitan (HR): an approved letter gets the next number of its office and year, once. */
  async issue(auth: AuthContext, actor: Actor, id: number) {
    await this.visibleById(auth, id);
    if (!hasAccess(auth, POLICY.hrAdminServices)) throw new HttpError(403, M.issueForbidden);
    await this.ctx.db.transaction().execute(async (trx) => {
      const letter = await repo.lockSkmd(trx, id);
      if (!letter) throw new HttpError(404, M.notFound);
      if (letter.nomor !== null) throw new HttpError(409, M.alreadyIssued);
      if ((await repo.statusOf(trx, id)) !== 'disetujui') throw new HttpError(409, M.notApproved);
      const { seq, nomor } = await nextLetterNumber(trx, 'skmd', letter.kantor_id, letter.tahun);
      await trx
        .updateTable('skmd')
        .set({
          nomor_urut: seq,
          nomor_tahun: letter.tahun,
          nomor,
          diterbitkan_at: new Date(),
          diterbitkan_by: auth.userId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, { ...actor, entity: 'skmd', entityId: id, after: { penerbitan: nomor } });
    });
    return this.answer(auth, id, M.issued);
  }

  /** Files: the requester while Draft, or HR at any time (e.g. the signed scan after issuing). */
  private async lockForFiles(trx: Db, auth: AuthContext, id: number) {
    if (hasAccess(auth, POLICY.hrAdminServices)) {
      if (!(await repo.lockSkmd(trx, id))) throw new HttpError(404, M.notFound);
      return;
    }
    await this.lockDraftOfRequester(trx, auth, id);
  }

  async addFile(auth: AuthContext, actor: Actor, id: number, file: { name: string; content_base64: string }) {
    await this.visibleById(auth, id);
    const decoded = decodeLetterFile(file);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockForFiles(trx, auth, id);
      const stored = await storeLetterFile(this.ctx, trx, OWNER, id, decoded, auth.userId);
      await recordAudit(trx, { ...actor, entity: 'skmd', entityId: id, after: { file_added: stored.id } });
    });
    return this.answer(auth, id, M.filesUpdated);
  }

  async removeFile(auth: AuthContext, actor: Actor, id: number, fileId: number) {
    await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockForFiles(trx, auth, id);
      const file = (await this.ctx.files.listOf(trx, OWNER, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, M.attachmentNotFound);
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, { ...actor, entity: 'skmd', entityId: id, before: { file: file.id } });
    });
    return this.answer(auth, id, M.filesUpdated);
  }

  async remove(auth: AuthContext, actor: Actor, id: number) {
    await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await removeApproval(trx, { type: repo.SKMD_TYPE, subjectId: id, user: auth, actor });
      for (const file of await this.ctx.files.listOf(trx, OWNER, id)) await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('skmd').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'skmd', entityId: id, before: { id } });
    });
    return { message: M.deleted };
  }
}
