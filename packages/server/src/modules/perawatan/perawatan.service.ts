/**
 * Care claims (perawatan nota): register, list, detail by token, the approval events (through the
 * approval engine, type 'perawatan'), the glasses entitlement. Who: POLICY.adminOrHr on every route
 * (the spec's pages are 1 or 57). Rows: every holder of the policy reads the register (it is the HR
 * register of all employees); only whoever registered a Draft changes or deletes it; the engine
 * decides who acts on a request, and never lets the employee a claim is for decide it.
 */
import { randomBytes } from 'node:crypto';
import type { ApprovalAction } from '@portal/domain';
import type {
  KacaMataHak,
  PerawatanConfig,
  PerawatanNotaDetail,
  PerawatanNotaInput,
  PerawatanNotaListAnswer,
  PerawatanNotaListQuery,
  PerawatanNotaMutation,
  PerawatanNotaRow,
  MessageAnswer,
} from '@portal/contracts';
import {
  actOnApproval,
  createApproval,
  previewApprovalChain,
  removeApproval,
  unapprovedCount,
  viewApproval,
} from '../../platform/approval/index.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { domain } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { registerPerawatanApproval } from './perawatan-approval.js';
import { lockDraftOfRegistrar } from './perawatan-draft.js';
import { ceilingOf, checkKacaMata } from './perawatan-kaca-mata.js';
import { listJenis, listTempat } from './perawatan-master.js';
import {
  KACA_MATA_PERIODE_TAHUN,
  kacaMataPeriodeLabel,
  kacaMataPeriodeOf,
  PERAWATAN_MESSAGES,
  PERAWATAN_TYPE,
} from './perawatan-rules.js';
import * as repo from './perawatan.repo.js';

const { APPROVAL_STATUS_LABELS, portalToday } = domain;

const ACTION_OF_EVENT: Record<string, { action: ApprovalAction; message: string }> = {
  store_request: { action: 'request', message: PERAWATAN_MESSAGES.requested },
  store_approve: { action: 'approve', message: PERAWATAN_MESSAGES.approved },
  store_reject: { action: 'reject', message: PERAWATAN_MESSAGES.rejected },
  store_cancel: { action: 'cancel', message: PERAWATAN_MESSAGES.canceled },
  store_reset: { action: 'reset', message: PERAWATAN_MESSAGES.reset },
  store_reverse: { action: 'reverse', message: PERAWATAN_MESSAGES.reversed },
};

export function toNotaRow(r: repo.NotaDbRow): PerawatanNotaRow {
  return {
    id: r.id,
    token: r.token,
    pegawai_id: r.pegawai_id,
    pegawai: {
      id: r.pegawai_id,
      nama: r.pegawai_nama,
      npp: r.pegawai_npp,
      kantor: r.kantor_id === null ? null : { id: r.kantor_id, nama: r.kantor_nama ?? '' },
    },
    jenis: { id: r.jenis_id, nama: r.jenis_nama, is_kaca_mata: r.is_kaca_mata },
    rs_tempat:
      r.rs_tempat_id === null
        ? null
        : { id: r.rs_tempat_id, nama: r.rs_tempat_nama ?? '', golongan_nama: r.golongan_nama ?? '' },
    tanggal: r.tanggal,
    nomor_nota: r.nomor_nota,
    nominal: r.nominal,
    keterangan: r.keterangan,
    kaca_mata_periode: r.kaca_mata_periode,
    status: r.status,
    status_label: APPROVAL_STATUS_LABELS[r.status],
    is_myturn: Boolean(r.is_myturn),
    registered_by: r.registered_by,
    created_at: r.created_at.toISOString(),
  };
}

export class PerawatanService {
  constructor(private readonly ctx: AppContext) {
    registerPerawatanApproval();
  }

  async list(auth: AuthContext, q: PerawatanNotaListQuery): Promise<PerawatanNotaListAnswer> {
    const sort = q.sortbydesc ?? q.sortby ?? 'tanggal';
    const { rows, total } = await repo.listNota(
      this.ctx.db,
      {
        userId: auth.userId,
        search: q.search ? containsPattern(q.search) : undefined,
        status: q.status,
        jenis_id: q.jenis_id,
        rs_tempat_id: q.rs_tempat_id,
        pegawai_id: q.pegawai_id,
        tahun: q.tahun,
        is_kaca_mata: q.is_kaca_mata,
        is_myturn: q.is_myturn,
      },
      { page: q.page, perPage: q.per_page, sort, desc: q.sortby === undefined },
    );
    return {
      ...toPaged(rows.map(toNotaRow), total, q.page, q.per_page),
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, PERAWATAN_TYPE),
    };
  }

  async unapproved(auth: AuthContext): Promise<{ data: { unapproved: number } }> {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, PERAWATAN_TYPE) } };
  }

  async config(auth: AuthContext): Promise<{ data: PerawatanConfig }> {
    const plafon = await repo.allPlafon(this.ctx.db);
    return {
      data: {
        jenis: await listJenis(this.ctx.db),
        rs_tempat: await listTempat(this.ctx.db),
        kaca_mata: {
          periode_tahun: KACA_MATA_PERIODE_TAHUN,
          plafon,
        },
        alur: await previewApprovalChain(this.ctx.db, PERAWATAN_TYPE, auth.userId),
      },
    };
  }

  /** An employee's glasses entitlement for the period of `tanggal` (default today). */
  async kacaMata(auth: AuthContext, pegawaiId: number, tanggal?: string): Promise<{ data: KacaMataHak }> {
    if (!(await repo.activePegawai(this.ctx.db, pegawaiId)))
      throw new HttpError(404, PERAWATAN_MESSAGES.pegawaiNotFound);
    const periode = kacaMataPeriodeOf(tanggal ?? portalToday());
    const { grade, plafon } = await ceilingOf(this.ctx.db, pegawaiId);
    const used = await repo.kacaMataClaimOfPeriod(this.ctx.db, pegawaiId, periode, ['menunggu', 'disetujui'], null);
    const row = used ? await repo.findNotaById(this.ctx.db, used.id, auth.userId) : undefined;
    return {
      data: {
        pegawai_id: pegawaiId,
        grade,
        plafon,
        periode,
        periode_label: kacaMataPeriodeLabel(periode),
        klaim: row ? toNotaRow(row) : null,
      },
    };
  }

  private async detail(auth: AuthContext, row: repo.NotaDbRow): Promise<PerawatanNotaDetail> {
    const approval = await viewApproval(this.ctx.db, PERAWATAN_TYPE, row.id, auth);
    const isDraftOwner = row.user_id === auth.userId && row.status === 'draft';
    const plafon = row.is_kaca_mata ? (await ceilingOf(this.ctx.db, row.pegawai_id)).plafon : null;
    return {
      ...toNotaRow(row),
      approval,
      can_edit: isDraftOwner,
      can_delete: isDraftOwner,
      plafon,
    };
  }

  private async rowById(auth: AuthContext, id: number): Promise<repo.NotaDbRow> {
    const row = await repo.findNotaById(this.ctx.db, id, auth.userId);
    if (!row) throw new HttpError(404, PERAWATAN_MESSAGES.notFound);
    return row;
  }

  async showByToken(auth: AuthContext, token: string): Promise<{ data: PerawatanNotaDetail }> {
    const row = await repo.findNotaByToken(this.ctx.db, token, auth.userId);
    if (!row) throw new HttpError(404, PERAWATAN_MESSAGES.notFound);
    return { data: await this.detail(auth, row) };
  }

  private async answer(auth: AuthContext, id: number, message: string): Promise<PerawatanNotaMutation> {
    return { message, data: await this.detail(auth, await this.rowById(auth, id)) };
  }

  /** Checks the input against the registers and rules; answers the values to store. */
  private async values(
    db: Db,
    auth: AuthContext,
    input: PerawatanNotaInput,
    id: number | null,
    statuses: Parameters<typeof checkKacaMata>[1]['statuses'],
  ): Promise<repo.NotaValues> {
    if (!(await repo.activePegawai(db, input.pegawai_id)))
      throw validationError({ pegawai_id: [PERAWATAN_MESSAGES.pegawaiNotFound] });
    if ((await repo.pegawaiOfUser(db, auth.userId)) === input.pegawai_id)
      throw validationError({ pegawai_id: [PERAWATAN_MESSAGES.ownClaim] });
    if (input.tanggal > portalToday()) throw validationError({ tanggal: [PERAWATAN_MESSAGES.futureDate] });
    if (!(Number(input.nominal) > 0)) throw validationError({ nominal: [PERAWATAN_MESSAGES.nominalPositive] });
    const rsTempatId = input.rs_tempat_id ?? null;
    if (rsTempatId !== null && !(await repo.tempatExists(db, rsTempatId)))
      throw validationError({ rs_tempat_id: [PERAWATAN_MESSAGES.tempatNotFound] });
    await repo.lockPegawai(db, input.pegawai_id);
    const periode = await checkKacaMata(db, {
      id,
      pegawai_id: input.pegawai_id,
      jenis_id: input.jenis_id,
      tanggal: input.tanggal,
      nominal: input.nominal,
      statuses,
    });
    return {
      pegawai_id: input.pegawai_id,
      jenis_id: input.jenis_id,
      rs_tempat_id: rsTempatId,
      tanggal: input.tanggal,
      nomor_nota: input.nomor_nota?.trim() || null,
      nominal: input.nominal,
      keterangan: input.keterangan?.trim() || null,
      kaca_mata_periode: periode,
    };
  }

  /** Registers a claim (Draft, the caller is its requester); send it with store_request. */
  async create(auth: AuthContext, actor: Actor, input: PerawatanNotaInput): Promise<PerawatanNotaMutation> {
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, auth, input, null, ['draft', 'menunggu', 'disetujui']);
      const token = randomBytes(24).toString('base64url');
      const created = await repo.insertNota(trx, { ...values, token, user_id: auth.userId });
      await recordAudit(trx, { ...actor, entity: 'perawatan_nota', entityId: created.id, after: values });
      await createApproval(trx, { type: PERAWATAN_TYPE, subjectId: created.id, requesterUserId: auth.userId, actor });
      return created.id;
    });
    return this.answer(auth, id, PERAWATAN_MESSAGES.created);
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: PerawatanNotaInput): Promise<PerawatanNotaMutation> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await lockDraftOfRegistrar(trx, auth.userId, id);
      const values = await this.values(trx, auth, input, id, ['draft', 'menunggu', 'disetujui']);
      await repo.updateNota(trx, id, values);
      await recordAudit(trx, { ...actor, entity: 'perawatan_nota', entityId: id, before, after: values });
    });
    return this.answer(auth, id, PERAWATAN_MESSAGES.updated);
  }

  async remove(auth: AuthContext, actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await lockDraftOfRegistrar(trx, auth.userId, id);
      await removeApproval(trx, { type: PERAWATAN_TYPE, subjectId: id, user: auth, actor });
      // Its bill scans go with it (the platform's soft delete), as a termination's decrees do.
      for (const file of await this.ctx.files.listOf(trx, repo.PERAWATAN_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await repo.deleteNota(trx, id);
      await recordAudit(trx, { ...actor, entity: 'perawatan_nota', entityId: id, before });
    });
    return { message: PERAWATAN_MESSAGES.deleted };
  }

  /** store_request … store_reverse: the engine decides who may act in which state. */
  async act(
    auth: AuthContext,
    actor: Actor,
    id: number,
    event: string,
    note: string | null | undefined,
  ): Promise<PerawatanNotaMutation> {
    const row = await this.rowById(auth, id);
    const { action, message } = ACTION_OF_EVENT[event];
    // The engine never makes the employee an approver of their own claim (excludedApprovers); this
    // answers them with the claim's own reason instead of 'not your turn'.
    if (
      (action === 'approve' || action === 'reject') &&
      (await repo.pegawaiOfUser(this.ctx.db, auth.userId)) === row.pegawai_id
    )
      throw new HttpError(403, PERAWATAN_MESSAGES.ownClaimDecision);
    await this.ctx.db
      .transaction()
      .execute((trx) => actOnApproval(trx, { type: PERAWATAN_TYPE, subjectId: id, action, user: auth, actor, note }));
    return this.answer(auth, id, message);
  }
}

export const PERAWATAN_APPROVAL_EVENTS = Object.keys(ACTION_OF_EVENT);
