/**
 * Official memos (nota dinas): list, detail by id or token, create/update/delete a draft, the
 * approval actions through the engine (type 'notadinas'), attachments and the unapproved counter.
 * Who sees a memo: its author, the approvers of its chain, and HR (POLICY.hrAdmin) all of them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { domain } from '../../platform/domain.js';
import type { ApprovalAction } from '@portal/domain';
import type {
  NotadinasDetail,
  NotadinasInput,
  NotadinasListAnswer,
  NotadinasListQuery,
  NotadinasRow,
} from '@portal/contracts';
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
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { renderLetterPdf, sendPdf } from '../../platform/pdf/letter-pdf.js';
import { decodeLetterFile, letterFilesOf, storeLetterFile } from './letter-files.js';
import { registerNotadinasApproval } from './notadinas-approval.js';
import { NOTADINAS_MESSAGES as M } from './notadinas-rules.js';
import * as repo from './notadinas.repo.js';

const { APPROVAL_STATUS_LABELS, formatDate } = domain;

const OWNER = 'notadinas';

const ACTION_OF: Record<string, { action: ApprovalAction; message: string }> = {
  store_request: { action: 'request', message: M.requested },
  store_approve: { action: 'approve', message: M.approved },
  store_reject: { action: 'reject', message: M.rejected },
  store_cancel: { action: 'cancel', message: M.canceled },
  store_reset: { action: 'reset', message: M.reset },
  store_reverse: { action: 'reverse', message: M.reversed },
};
export const NOTADINAS_APPROVAL_ACTIONS = Object.keys(ACTION_OF);

/** Text fields arrive trimmed-or-refused: a memo of spaces is no memo. */
function cleanInput(input: NotadinasInput): { perihal: string; isi: string } {
  const errors: FieldErrors = {};
  const perihal = input.perihal.trim();
  const isi = input.isi.trim();
  if (perihal === '') errors.perihal = [M.blank];
  if (isi === '') errors.isi = [M.blank];
  const year = Number(input.tanggal.slice(0, 4));
  if (!(year >= 2000 && year <= 2100)) errors.tanggal = [M.tanggalRange];
  if ((input.kepada_jabatan_ids?.length ?? 0) + (input.kepada_pegawai_ids?.length ?? 0) === 0)
    errors.kepada_jabatan_ids = [M.kepadaRequired];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { perihal, isi };
}

/** The letter type and recipients exist (checked before writing, so nothing is half-written). */
async function checkReferences(db: Db, input: NotadinasInput): Promise<void> {
  const errors: FieldErrors = {};
  if (!(await repo.existingIds(db, 'notadinas_surat', [input.surat_id])).has(input.surat_id))
    errors.surat_id = [M.suratUnknown];
  const jabatan = input.kepada_jabatan_ids ?? [];
  const found = await repo.existingIds(db, 'notadinas_jabatan', jabatan);
  if (jabatan.some((id) => !found.has(id))) errors.kepada_jabatan_ids = [M.jabatanUnknown];
  const pegawai = input.kepada_pegawai_ids ?? [];
  const foundPegawai = await repo.existingIds(db, 'pegawai', pegawai);
  if (pegawai.some((id) => !foundPegawai.has(id))) errors.kepada_pegawai_ids = [M.pegawaiUnknown];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export class NotadinasService {
  constructor(private readonly ctx: AppContext) {
    registerNotadinasApproval();
  }

  private seeAll(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.hrAdmin);
  }

  private toRow(r: repo.NotadinasDbRow): NotadinasRow {
    return {
      id: r.id,
      token: r.token,
      kantor_id: r.kantor_id,
      kantor_nama: r.kantor_nama,
      pegawai_id: r.pegawai_id,
      pegawai_nama: r.pegawai_nama,
      surat_id: r.surat_id,
      surat_nama: r.surat_nama,
      perihal: r.perihal,
      tanggal: r.tanggal,
      nomor: r.nomor,
      status: r.status,
      status_label: APPROVAL_STATUS_LABELS[r.status],
      is_myturn: Boolean(r.is_myturn),
      created_at: r.created_at.toISOString(),
    };
  }

  /** Author, approver of its chain, or HR; anyone else gets the same 404 as a wrong token. */
  private async assertVisible(auth: AuthContext, row: repo.NotadinasDbRow | undefined): Promise<repo.NotadinasDbRow> {
    if (!row) throw new HttpError(404, M.notFound);
    if (row.user_id === auth.userId || this.seeAll(auth)) return row;
    if (await isApprovalParticipant(this.ctx.db, repo.NOTADINAS_TYPE, row.id, auth.userId)) return row;
    throw new HttpError(404, M.notFound);
  }

  private async visibleById(auth: AuthContext, id: number) {
    return this.assertVisible(auth, await repo.findNotadinas(this.ctx.db, { id }, auth.userId));
  }

  private async detail(auth: AuthContext, row: repo.NotadinasDbRow): Promise<NotadinasDetail> {
    return {
      ...this.toRow(row),
      isi: row.isi,
      kepada: await repo.kepadaOf(this.ctx.db, row.id),
      files: await letterFilesOf(this.ctx, this.ctx.db, OWNER, row.id),
      approval: await viewApproval(this.ctx.db, repo.NOTADINAS_TYPE, row.id, auth),
      can_edit: row.user_id === auth.userId && row.status === 'draft',
    };
  }

  private async answer(auth: AuthContext, id: number, message: string) {
    const row = await repo.findNotadinas(this.ctx.db, { id }, auth.userId);
    return { message, data: await this.detail(auth, row!) };
  }

  async list(auth: AuthContext, q: NotadinasListQuery): Promise<NotadinasListAnswer> {
    const { rows, total } = await repo.listNotadinas(
      this.ctx.db,
      {
        userId: auth.userId,
        seeAll: this.seeAll(auth),
        search: q.search ? containsPattern(q.search) : undefined,
        status: q.status,
        kantor_id: q.kantor_id,
        tahun: q.tahun,
        is_myturn: q.is_myturn,
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
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.NOTADINAS_TYPE),
    };
  }

  async showByToken(auth: AuthContext, token: string) {
    const row = await this.assertVisible(auth, await repo.findNotadinas(this.ctx.db, { token }, auth.userId));
    return { data: await this.detail(auth, row) };
  }

  async showById(auth: AuthContext, id: number) {
    return { data: await this.detail(auth, await this.visibleById(auth, id)) };
  }

  async unapproved(auth: AuthContext) {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, repo.NOTADINAS_TYPE) } };
  }

  /** A draft by the caller, for the caller's office (the counter of their drafts rises). */
  async create(auth: AuthContext, actor: Actor, input: NotadinasInput) {
    const author = await repo.authorOfUser(this.ctx.db, auth.userId);
    if (!author) throw new HttpError(422, M.noPegawai);
    if (author.kantor_id === null) throw new HttpError(422, M.noKantor);
    const text = cleanInput(input);
    await checkReferences(this.ctx.db, input);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const values = {
        token: randomBytes(24).toString('base64url'),
        kantor_id: author.kantor_id!,
        pegawai_id: author.pegawai_id,
        user_id: auth.userId,
        surat_id: input.surat_id,
        tanggal: input.tanggal,
        ...text,
      };
      const created = await trx.insertInto('notadinas').values(values).returning('id').executeTakeFirstOrThrow();
      await repo.replaceKepada(trx, created.id, input.kepada_jabatan_ids ?? [], input.kepada_pegawai_ids ?? []);
      await recordAudit(trx, {
        ...actor,
        entity: 'notadinas',
        entityId: created.id,
        after: { ...values, token: undefined },
      });
      await createApproval(trx, {
        type: repo.NOTADINAS_TYPE,
        subjectId: created.id,
        requesterUserId: auth.userId,
        actor,
      });
      return created.id;
    });
    return this.answer(auth, id, M.created);
  }

  /** The author's draft only (once sent, approvers judge what they saw). */
  private async lockDraftOfAuthor(trx: Db, auth: AuthContext, id: number) {
    const memo = await repo.lockNotadinas(trx, id);
    if (!memo) throw new HttpError(404, M.notFound);
    if (memo.user_id !== auth.userId) throw new HttpError(403, M.authorOnly);
    if ((await repo.statusOf(trx, id)) !== 'draft') throw new HttpError(409, M.draftOnly);
    return memo;
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: NotadinasInput) {
    await this.visibleById(auth, id);
    const text = cleanInput(input);
    await checkReferences(this.ctx.db, input);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraftOfAuthor(trx, auth, id);
      const values = { surat_id: input.surat_id, tanggal: input.tanggal, ...text };
      await trx
        .updateTable('notadinas')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await repo.replaceKepada(trx, id, input.kepada_jabatan_ids ?? [], input.kepada_pegawai_ids ?? []);
      await recordAudit(trx, { ...actor, entity: 'notadinas', entityId: id, after: values });
    });
    return this.answer(auth, id, M.updated);
  }

  /** store_request … store_reverse: the engine decides who may act, in which state. */
  async act(auth: AuthContext, actor: Actor, id: number, name: string, note: string | null | undefined) {
    await this.visibleById(auth, id);
    const { action, message } = ACTION_OF[name];
    await this.ctx.db
      .transaction()
      .execute((trx) =>
        actOnApproval(trx, { type: repo.NOTADINAS_TYPE, subjectId: id, action, user: auth, actor, note }),
      );
    return this.answer(auth, id, message);
  }

  async addFile(auth: AuthContext, actor: Actor, id: number, file: { name: string; content_base64: string }) {
    await this.visibleById(auth, id);
    const decoded = decodeLetterFile(file);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraftOfAuthor(trx, auth, id);
      const stored = await storeLetterFile(this.ctx, trx, OWNER, id, decoded, auth.userId);
      await recordAudit(trx, { ...actor, entity: 'notadinas', entityId: id, after: { file_added: stored.id } });
    });
    return this.answer(auth, id, M.filesUpdated);
  }

  async removeFile(auth: AuthContext, actor: Actor, id: number, fileId: number) {
    await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.lockDraftOfAuthor(trx, auth, id);
      const file = (await this.ctx.files.listOf(trx, OWNER, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, M.attachmentNotFound);
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, { ...actor, entity: 'notadinas', entityId: id, before: { file: file.id } });
    });
    return this.answer(auth, id, M.filesUpdated);
  }

  async fileUrl(auth: AuthContext, id: number, fileId: number): Promise<{ data: string }> {
    await this.visibleById(auth, id);
    const file = (await this.ctx.files.listOf(this.ctx.db, OWNER, id)).find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, M.attachmentNotFound);
    return {
      data: await this.ctx.files.downloadUrl(file.path, {
        fileName: file.original_name,
        contentType: file.content_type,
      }),
    };
  }

  /** A draft only, by its author (the engine enforces both); the author's counter falls. */
  async remove(auth: AuthContext, actor: Actor, id: number) {
    const row = await this.visibleById(auth, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await removeApproval(trx, { type: repo.NOTADINAS_TYPE, subjectId: id, user: auth, actor });
      for (const file of await this.ctx.files.listOf(trx, OWNER, id)) await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('notadinas').where('id', '=', id).execute();
      await recordAudit(trx, {
        ...actor,
        entity: 'notadinas',
        entityId: id,
        before: { ...this.toRow(row), token: undefined },
      });
    });
    return { message: M.deleted };
  }

  /**
   * The printable memo ('NOTA DINAS') of an approved memo, drawn by the shared letter layout; a memo
   * not yet approved has no number and no signer, so it is refused (409) rather than printed.
   */
  async pdf(auth: AuthContext, id: number, reply: FastifyReply): Promise<FastifyReply> {
    const row = await this.visibleById(auth, id);
    if (row.status !== 'disetujui') throw new HttpError(409, M.pdfNotApproved);
    const [kepada, author, signer] = await Promise.all([
      repo.kepadaOf(this.ctx.db, row.id),
      this.ctx.db
        .selectFrom('pegawai as pg')
        .leftJoin('jabatan as j', 'j.id', 'pg.jabatan_id')
        .select(['pg.nama', 'j.nama as jabatan_nama'])
        .where('pg.id', '=', row.pegawai_id)
        .executeTakeFirst(),
      finalApproverOf(this.ctx.db, row.id),
    ]);
    const dari = author?.jabatan_nama ? `${row.pegawai_nama} (${author.jabatan_nama})` : row.pegawai_nama;
    const body = await renderLetterPdf({
      title: 'NOTA DINAS',
      number: row.nomor,
      issuer: row.kantor_nama,
      blocks: [
        {
          kind: 'fields',
          rows: [
            ['Kepada', kepada.map((k) => k.nama).join(', ') || '-'],
            ['Dari', dari],
            ['Tanggal', formatDate(row.tanggal)],
            ['Perihal', row.perihal],
            ['Jenis Surat', row.surat_nama],
          ],
        },
        // Blank lines separate the paragraphs the author wrote.
        ...row.isi
          .split(/\n\s*\n/)
          .map((text) => text.trim())
          .filter((text) => text !== '')
          .map((text) => ({ kind: 'paragraph' as const, text })),
      ],
      signature: {
        placeDate: `${row.kantor_nama}, ${formatDate(signer?.decided_at ?? row.tanggal)}`,
        role: signer?.label ?? 'Pejabat Penyetuju',
        name: signer?.nama ?? '-',
      },
    });
    return sendPdf(reply, `${(row.nomor ?? `nota-dinas-${row.id}`).replaceAll('/', '-')}.pdf`, body);
  }
}

/** Whoever approved the last step of the memo's chain signs it. */
async function finalApproverOf(db: Db, id: number) {
  const step = await db
    .selectFrom('approval_step as st')
    .innerJoin('approval_request as r', 'r.id', 'st.request_id')
    .innerJoin('users as u', 'u.id', 'st.decided_by')
    .leftJoin('pegawai as pg', 'pg.id', 'u.pegawai_id')
    .select(['u.name', 'pg.nama as pegawai_nama', 'st.label', 'st.decided_at'])
    .where('r.type', '=', repo.NOTADINAS_TYPE)
    .where('r.subject_id', '=', id)
    .where('st.status', '=', 'disetujui')
    .orderBy('st.step_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return step ? { nama: step.pegawai_nama ?? step.name, label: step.label, decided_at: step.decided_at } : undefined;
}
