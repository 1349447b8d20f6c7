/**
 * Qualifications by position, rank and office: the lists, one row and its writes, each write in one
 * transaction with its audit row. Row scoping (ADR 0052): without POLICY.seeAllQualifications the
 * office requirements are those of the caller's own office and the offices below it — others are
 * not listed, answer 404 when asked for, and cannot be created there (403).
 */
import type {
  MessageAnswer,
  QualificationInput,
  QualificationKind,
  QualificationListAnswer,
  QualificationListQuery,
  QualificationMutation,
  QualificationRow,
  QualificationShowAnswer,
  QualificationTargetOptionsAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './qualification.repo.js';

/** The position, rank or office a kind's rows belong to, as the messages name it. */
const TARGET_LABEL: Record<QualificationKind, string> = { jabatan: 'Jabatan', pangkat: 'Pangkat', kantor: 'Kantor' };

export const QUALIFICATION_MESSAGES = {
  created: 'Kualifikasi created',
  updated: 'Kualifikasi updated',
  deleted: 'Kualifikasi deleted',
  notFound: 'Data kualifikasi tidak ditemukan',
  namaRequired: 'Nama kualifikasi wajib diisi',
  namaTaken: (kind: QualificationKind) =>
    `Kualifikasi ini sudah ada untuk ${TARGET_LABEL[kind].toLowerCase()} tersebut`,
  targetMissing: (kind: QualificationKind) => `${TARGET_LABEL[kind]} tidak ditemukan`,
  jabatanDisabled: 'Jabatan ini tidak dipakai lagi',
  pangkatDisabled: 'Pangkat ini tidak dipakai lagi',
  outOfScope: 'Anda hanya dapat mengelola kualifikasi kantor Anda dan kantor di bawahnya',
} as const;

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

export class QualificationService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The offices whose requirements the caller may see and change (null: all; none without an office).
   * Only office requirements are scoped: for positions and ranks nothing is read.
   */
  async scopeOf(auth: AuthContext, kind: QualificationKind): Promise<repo.KantorScope> {
    if (kind !== 'kantor' || hasAccess(auth, POLICY.seeAllQualifications)) return null;
    const kantorId = await repo.kantorOfUser(this.ctx.db, auth.userId);
    return kantorId === null ? [] : repo.kantorSubtree(this.ctx.db, kantorId);
  }

  async list(
    kind: QualificationKind,
    q: QualificationListQuery,
    scope: repo.KantorScope,
  ): Promise<QualificationListAnswer> {
    const { rows, total } = await repo.listQualifications(this.ctx.db, {
      kind,
      search: q.search?.trim() || undefined,
      target_id: q.target_id,
      scope,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  async options(kind: QualificationKind, scope: repo.KantorScope): Promise<QualificationTargetOptionsAnswer> {
    return { data: await repo.targetOptions(this.ctx.db, kind, scope) };
  }

  private async find(db: Db, kind: QualificationKind, id: number, scope: repo.KantorScope): Promise<QualificationRow> {
    const row = await repo.findQualification(db, kind, id, scope);
    if (!row) throw new HttpError(404, QUALIFICATION_MESSAGES.notFound);
    return row;
  }

  async show(kind: QualificationKind, id: number, scope: repo.KantorScope): Promise<QualificationShowAnswer> {
    return { data: await this.find(this.ctx.db, kind, id, scope) };
  }

  /** The checked values: 422 with field messages, 403 for an office outside the caller's scope. */
  private async values(
    db: Db,
    kind: QualificationKind,
    input: QualificationInput,
    scope: repo.KantorScope,
    exceptId?: number,
  ): Promise<repo.QualificationValues> {
    const errors: FieldErrors = {};
    const nama = input.nama.trim();
    const keterangan = text(input.keterangan);
    // The lengths are the contract's (maxLength 255 and 2000, before trimming).
    if (!nama) errors.nama = [QUALIFICATION_MESSAGES.namaRequired];
    const state = await repo.targetState(db, kind, input.target_id);
    if (state === 'missing') errors.target_id = [QUALIFICATION_MESSAGES.targetMissing(kind)];
    else if (state === 'disabled')
      errors.target_id = [
        kind === 'jabatan' ? QUALIFICATION_MESSAGES.jabatanDisabled : QUALIFICATION_MESSAGES.pangkatDisabled,
      ];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    if (kind === 'kantor' && scope !== null && !scope.includes(input.target_id))
      throw new HttpError(403, QUALIFICATION_MESSAGES.outOfScope);
    const values = { target_id: input.target_id, nama, keterangan };
    if (await repo.nameTaken(db, kind, values, exceptId))
      throw validationError({ nama: [QUALIFICATION_MESSAGES.namaTaken(kind)] });
    return values;
  }

  async create(
    actor: Actor,
    kind: QualificationKind,
    input: QualificationInput,
    scope: repo.KantorScope,
  ): Promise<QualificationMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, kind, input, scope);
      const id = await repo.insertQualification(trx, kind, values);
      const data = await this.find(trx, kind, id, null);
      await recordAudit(trx, { ...actor, entity: 'qualification', entityId: id, after: data });
      return { message: QUALIFICATION_MESSAGES.created, data };
    });
  }

  private async lockRecord(trx: Db, kind: QualificationKind, id: number, scope: repo.KantorScope) {
    if (!(await repo.lockQualification(trx, kind, id))) throw new HttpError(404, QUALIFICATION_MESSAGES.notFound);
    return this.find(trx, kind, id, scope);
  }

  async update(
    actor: Actor,
    kind: QualificationKind,
    id: number,
    input: QualificationInput,
    scope: repo.KantorScope,
  ): Promise<QualificationMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, kind, id, scope);
      await repo.updateQualification(trx, kind, id, await this.values(trx, kind, input, scope, id));
      const data = await this.find(trx, kind, id, null);
      await recordAudit(trx, { ...actor, entity: 'qualification', entityId: id, before, after: data });
      return { message: QUALIFICATION_MESSAGES.updated, data };
    });
  }

  async remove(actor: Actor, kind: QualificationKind, id: number, scope: repo.KantorScope): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, kind, id, scope);
      await repo.deleteQualification(trx, id);
      await recordAudit(trx, { ...actor, entity: 'qualification', entityId: id, before });
      return { message: QUALIFICATION_MESSAGES.deleted };
    });
  }
}
