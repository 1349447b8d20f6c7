/**
 * KPI assessments (spec /penilaian/kpi/event_pegawai, /kpi/:token; section 4 KPI assessment
 * actions): drafts with the indicators of the employee's jabatan, the approval actions through the
 * engine (type 'kpi'), achievements by the employee (store_save) and by the assessor
 * (store_save_score), resets, and the unapproved counter. Scores are computed in SQL
 * (kpi_recompute in 0032_kpi.sql) from the stored numbers only.
 */
import { randomBytes } from 'node:crypto';
import type { ApprovalAction } from '@portal/domain';
import {
  KPI_MESSAGES,
  type KpiEventPegawaiDetail,
  type KpiEventPegawaiQuery,
  type KpiEventPegawaiRow,
  type KpiOpenEvent,
  type KpiPenilaianRow,
  type KpiSaveInput,
  type KpiSaveScoreInput,
} from '@portal/contracts';
import { actOnApproval, createApproval, unapprovedCount, viewApproval } from '../../platform/approval/index.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { registerKpiApproval } from './kpi-approval.js';
import { firstOf, KPI_TYPE, rowsOf, sql } from './kpi-db.js';
import { bobotOf } from './kpi-master.js';
import { isInScope, scopeCtes, visibleTo } from './kpi-scope.js';

export const KPI_ASSESSMENT_MESSAGES = {
  notFound: 'Penilaian kinerja tidak ditemukan',
  eventNotFound: 'Event penilaian tidak ditemukan',
  eventClosed: 'Event penilaian sedang tidak dibuka',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  nppUnknown: 'NPP tidak ditemukan',
  noAccount: 'Pegawai belum memiliki akun portal, penilaian tidak dapat dibuat',
  noJabatan: 'Pegawai belum memiliki jabatan',
  noIndikator: 'Jabatan pegawai belum memiliki indikator KPI',
  bobot: (sum: string) => `Jumlah bobot indikator jabatan ${sum}%, harus tepat 100%`,
  exists: 'Penilaian pegawai pada event ini sudah ada',
  draftOnly: 'Realisasi hanya dapat diubah saat status Draft',
  requesterOnly: 'Hanya pegawai yang dinilai yang dapat mengisi realisasi',
  scoreNotAllowed: 'Anda bukan penilai pegawai ini pada tahap ini',
  outOfScope: 'Pegawai ini bukan bawahan Anda',
  indikatorUnknown: 'Indikator tidak termasuk penilaian ini',
  duplicateIndikator: 'Indikator yang sama dikirim lebih dari sekali',
  resetNotAllowed: 'Penilaian hanya dapat direset oleh pegawai saat Draft atau oleh Admin KPI',
} as const;

const ACTION_OF_EVENT: Record<string, ApprovalAction> = {
  store_request: 'request',
  store_reject: 'reject',
  store_approve: 'approve',
  store_reverse: 'reverse',
};
export const KPI_APPROVAL_EVENTS = Object.keys(ACTION_OF_EVENT);

interface DbRow {
  id: number;
  token: string;
  event_id: number;
  event_nama: string;
  periode_id: number;
  periode_nama: string;
  pegawai_id: number;
  pegawai_nama: string;
  pegawai_npp: string;
  jabatan_nama: string | null;
  kantor_nama: string | null;
  skor: string;
  status: string;
  is_myturn: boolean;
  is_invalid: boolean;
  created_at: Date;
  user_id: number;
  catatan: string | null;
  event_is_active: boolean;
  event_is_active_admin: boolean;
  total: number;
}

const ROW_SELECT = (userId: number) => sql`
  e.id, e.token, e.event_id, ev.nama as event_nama, ev.periode_id, pr.nama as periode_nama, e.pegawai_id,
  pg.nama as pegawai_nama, pg.npp as pegawai_npp, j.nama as jabatan_nama, k.nama as kantor_nama,
  round(e.skor, 2)::text as skor, coalesce(r.status, 'draft') as status, e.user_id, e.catatan,
  ev.is_active as event_is_active, ev.is_active_admin as event_is_active_admin, e.created_at,
  (r.status = 'menunggu' and exists (select 1 from approval_step s join approval_step_approver a on a.step_id = s.id
     where s.request_id = r.id and s.step_no = r.current_step and a.user_id = ${userId})) as is_myturn,
  ((select coalesce(sum(bobot), 0) from kpi_penilaian x where x.event_pegawai_id = e.id) <> 100
     or pg.jabatan_id is distinct from e.jabatan_id) as is_invalid`;

const ROW_FROM = sql`
  kpi_event_pegawai e join kpi_event ev on ev.id = e.event_id join kpi_periode pr on pr.id = ev.periode_id
  join pegawai pg on pg.id = e.pegawai_id left join jabatan j on j.id = e.jabatan_id left join kantor k on k.id = e.kantor_id
  left join approval_request r on r.type = ${KPI_TYPE} and r.subject_id = e.id`;

export class KpiAssessmentService {
  constructor(private readonly ctx: AppContext) {
    registerKpiApproval();
  }

  private isAdmin(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.manageKpi);
  }

  private toRow(r: DbRow): KpiEventPegawaiRow {
    return {
      id: r.id,
      token: r.token,
      event_id: r.event_id,
      event_nama: r.event_nama,
      periode_id: r.periode_id,
      periode_nama: r.periode_nama,
      pegawai_id: r.pegawai_id,
      pegawai_nama: r.pegawai_nama,
      pegawai_npp: r.pegawai_npp,
      jabatan_nama: r.jabatan_nama,
      kantor_nama: r.kantor_nama,
      skor: r.skor,
      status: r.status,
      is_myturn: Boolean(r.is_myturn),
      is_invalid: Boolean(r.is_invalid),
      created_at: r.created_at.toISOString(),
    };
  }

  async list(auth: AuthContext, q: KpiEventPegawaiQuery) {
    const where = [sql`true`];
    if (!this.isAdmin(auth)) where.push(visibleTo(auth.userId));
    if (q.search?.trim())
      where.push(
        sql`(pg.nama || ' ' || pg.npp || ' ' || coalesce(j.nama, '')) ilike ${containsPattern(q.search.trim())}`,
      );
    if (q.event_id !== undefined) where.push(sql`e.event_id = ${q.event_id}`);
    if (q.periode_id !== undefined) where.push(sql`ev.periode_id = ${q.periode_id}`);
    if (q.status !== undefined) where.push(sql`coalesce(r.status, 'draft') = ${q.status}`);
    const filtered = sql`select ${ROW_SELECT(auth.userId)} from ${ROW_FROM} where ${sql.join(where, sql` and `)}`;
    const outer = [sql`true`];
    if (q.is_myturn !== undefined) outer.push(sql`x.is_myturn = ${q.is_myturn}`);
    if (q.is_invalid !== undefined) outer.push(sql`x.is_invalid = ${q.is_invalid}`);
    const rows = await rowsOf(
      this.ctx.db,
      sql<DbRow>`with recursive ${scopeCtes(auth.userId)}
        select x.*, count(*) over ()::int as total from (${filtered}) x where ${sql.join(outer, sql` and `)}
        order by x.created_at desc, x.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    );
    return {
      ...toPaged(
        rows.map((r) => this.toRow(r)),
        rows[0]?.total ?? 0,
        q.page,
        q.per_page,
      ),
      unapproved: await unapprovedCount(this.ctx.db, auth.userId, KPI_TYPE),
    };
  }

  /** index_event_open: rounds open to employees (is_active), newest first, and whether the caller has one. */
  async openEvents(auth: AuthContext) {
    const data = await rowsOf(
      this.ctx.db,
      sql<KpiOpenEvent>`
        select ev.id, ev.nama, pr.nama as periode_nama,
          exists (select 1 from kpi_event_pegawai e join users u on u.pegawai_id = e.pegawai_id
                  where e.event_id = ev.id and u.id = ${auth.userId}) as has_own
        from kpi_event ev join kpi_periode pr on pr.id = ev.periode_id
        where ev.is_active order by ev.created_at desc, ev.id desc limit 100`,
    );
    return { data };
  }

  async unapproved(auth: AuthContext) {
    return { data: { unapproved: await unapprovedCount(this.ctx.db, auth.userId, KPI_TYPE) } };
  }

  /** One assessment the caller may see, or 404 (the same answer as an unknown one). */
  private async visible(
    db: Db,
    auth: AuthContext,
    by: { id?: number; token?: string },
    hidden: 403 | 404 = 404,
  ): Promise<DbRow> {
    const key = by.id !== undefined ? sql`e.id = ${by.id}` : sql`e.token = ${by.token ?? ''}`;
    const row = await firstOf(
      db,
      sql<DbRow>`with recursive ${scopeCtes(auth.userId)}
        select ${ROW_SELECT(auth.userId)} from ${ROW_FROM} where ${key}
        ${this.isAdmin(auth) ? sql`` : sql`and ${visibleTo(auth.userId)}`}`,
    );
    if (row) return row;
    // An action on someone else's assessment outside the caller's tree is refused (403); reads say 404.
    if (
      hidden === 403 &&
      by.id !== undefined &&
      (await firstOf(db, sql`select 1 from kpi_event_pegawai where id = ${by.id}`))
    )
      throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.outOfScope);
    throw new HttpError(404, KPI_ASSESSMENT_MESSAGES.notFound);
  }

  private async penilaian(db: Db, id: number): Promise<KpiPenilaianRow[]> {
    return rowsOf(
      db,
      sql<KpiPenilaianRow>`
        select p.id, p.indikator_id, i.nama as indikator_nama, i.satuan, p.perspektif_id, ps.nama as perspektif_nama,
          p.polaritas, p.bobot::text as bobot, p.target::text as target, p.realisasi::text as realisasi,
          p.realisasi_atasan::text as realisasi_atasan, p.capaian::text as capaian, p.nilai::text as nilai
        from kpi_penilaian p join kpi_indikator i on i.id = p.indikator_id join kpi_perspektif ps on ps.id = p.perspektif_id
        where p.event_pegawai_id = ${id} order by p.perspektif_id, i.nama`,
    );
  }

  private async detail(auth: AuthContext, row: DbRow): Promise<KpiEventPegawaiDetail> {
    const approval = await viewApproval(this.ctx.db, KPI_TYPE, row.id, auth);
    const isOwner = row.user_id === auth.userId;
    return {
      ...this.toRow(row),
      catatan: row.catatan,
      penilaian: await this.penilaian(this.ctx.db, row.id),
      can_save: isOwner && row.status === 'draft',
      can_save_score: row.status === 'menunggu' && (Boolean(row.is_myturn) || this.isAdmin(auth)),
      approval,
    };
  }

  async showByToken(auth: AuthContext, token: string) {
    return { data: await this.detail(auth, await this.visible(this.ctx.db, auth, { token })) };
  }

  private async answer(auth: AuthContext, id: number) {
    const row = await this.visible(this.ctx.db, auth, { id });
    return { message: KPI_MESSAGES.penilaian, data: await this.detail(auth, row) };
  }

  // ---- drafts -------------------------------------------------------------------------------------

  /** store_draft: the caller's own assessment of an open round. */
  async draftOwn(auth: AuthContext, actor: Actor, eventId: number) {
    const me = await firstOf(
      this.ctx.db,
      sql<{ pegawai_id: number | null }>`select pegawai_id from users where id = ${auth.userId}`,
    );
    if (!me?.pegawai_id) throw new HttpError(422, KPI_ASSESSMENT_MESSAGES.noPegawai);
    return this.draft(auth, actor, eventId, me.pegawai_id, 'is_active');
  }

  /** store_draft_npp: a KPI admin drafts an employee's assessment (the employee stays its requester). */
  async draftForNpp(auth: AuthContext, actor: Actor, eventId: number, npp: string) {
    const p = await firstOf(this.ctx.db, sql<{ id: number }>`select id from pegawai where npp = ${npp.trim()}`);
    if (!p) throw validationError({ npp: [KPI_ASSESSMENT_MESSAGES.nppUnknown] });
    return this.draft(auth, actor, eventId, p.id, 'is_active_admin');
  }

  private async draft(
    auth: AuthContext,
    actor: Actor,
    eventId: number,
    pegawaiId: number,
    open: 'is_active' | 'is_active_admin',
  ) {
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const ev = await firstOf(
        trx,
        sql<{
          periode_id: number;
          open: boolean;
        }>`select periode_id, ${sql.ref(open)} as open from kpi_event where id = ${eventId}`,
      );
      if (!ev) throw validationError({ event_id: [KPI_ASSESSMENT_MESSAGES.eventNotFound] });
      if (!ev.open) throw new HttpError(409, KPI_ASSESSMENT_MESSAGES.eventClosed);
      const p = await firstOf(
        trx,
        sql<{ jabatan_id: number | null; kantor_id: number | null; user_id: number | null }>`
          select p.jabatan_id, p.kantor_id, u.id as user_id from pegawai p
          left join users u on u.pegawai_id = p.id and u.status = 'active' where p.id = ${pegawaiId} for update of p`,
      );
      if (!p?.user_id) throw new HttpError(422, KPI_ASSESSMENT_MESSAGES.noAccount);
      if (!p.jabatan_id) throw new HttpError(422, KPI_ASSESSMENT_MESSAGES.noJabatan);
      const jenis = await firstOf(
        trx,
        sql<{ jenis: 'jabatan' | 'non' }>`select jenis from kpi_jabatan_indikator where jabatan_id = ${p.jabatan_id}
          order by jenis = 'jabatan' desc limit 1`,
      );
      if (!jenis) throw new HttpError(422, KPI_ASSESSMENT_MESSAGES.noIndikator);
      const bobot = await bobotOf(trx, p.jabatan_id, jenis.jenis);
      if (!bobot.is_valid) throw new HttpError(422, KPI_ASSESSMENT_MESSAGES.bobot(bobot.total_bobot));
      const exists = await firstOf(
        trx,
        sql`select 1 from kpi_event_pegawai where event_id = ${eventId} and pegawai_id = ${pegawaiId}`,
      );
      if (exists) throw new HttpError(409, KPI_ASSESSMENT_MESSAGES.exists);
      const created = await firstOf(
        trx,
        sql<{
          id: number;
        }>`insert into kpi_event_pegawai (token, event_id, pegawai_id, user_id, jabatan_id, kantor_id, created_by)
          values (${randomBytes(24).toString('base64url')}, ${eventId}, ${pegawaiId}, ${p.user_id}, ${p.jabatan_id},
                  ${p.kantor_id}, ${auth.userId}) returning id`,
      );
      const id = created!.id;
      // The jabatan's indicators, frozen with their weights; an employee target of the period wins.
      await sql`insert into kpi_penilaian (event_pegawai_id, indikator_id, perspektif_id, polaritas, bobot, target)
        select ${id}, ji.indikator_id, i.perspektif_id, i.polaritas, ji.bobot, coalesce(t.target, ji.target)
        from kpi_jabatan_indikator ji join kpi_indikator i on i.id = ji.indikator_id
        left join kpi_target t on t.indikator_id = ji.indikator_id and t.pegawai_id = ${pegawaiId} and t.periode_id = ${ev.periode_id}
        where ji.jabatan_id = ${p.jabatan_id} and ji.jenis = ${jenis.jenis}`.execute(trx);
      await recordAudit(trx, {
        ...actor,
        entity: 'kpi_event_pegawai',
        entityId: id,
        after: { event_id: eventId, pegawai_id: pegawaiId, jabatan_id: p.jabatan_id, jenis: jenis.jenis },
      });
      await createApproval(trx, { type: KPI_TYPE, subjectId: id, requesterUserId: p.user_id, actor });
      await sql`select kpi_refresh_resume(${ev.periode_id}, array[${pegawaiId}]::int[])`.execute(trx);
      return id;
    });
    return this.answer(auth, id);
  }

  // ---- actions ------------------------------------------------------------------------------------

  /** store_request … store_reverse: the engine decides turn and status; approve/reject also need scope. */
  async act(auth: AuthContext, actor: Actor, id: number, event: string, note: string | null | undefined) {
    const row = await this.visible(this.ctx.db, auth, { id }, 403);
    const action = ACTION_OF_EVENT[event];
    if ((action === 'approve' || action === 'reject') && row.user_id !== auth.userId && !this.isAdmin(auth))
      if (!(await isInScope(this.ctx.db, auth.userId, id)))
        throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.outOfScope);
    await this.ctx.db
      .transaction()
      .execute((trx) => actOnApproval(trx, { type: KPI_TYPE, subjectId: id, action, user: auth, actor, note }));
    return this.answer(auth, id);
  }

  private async lockStatus(trx: Db, id: number) {
    const row = await firstOf(
      trx,
      sql<{ user_id: number; status: string; periode_id: number; pegawai_id: number }>`
        select e.user_id, coalesce(r.status, 'draft') as status, ev.periode_id, e.pegawai_id
        from kpi_event_pegawai e join kpi_event ev on ev.id = e.event_id
        left join approval_request r on r.type = ${KPI_TYPE} and r.subject_id = e.id
        where e.id = ${id} for update of e`,
    );
    if (!row) throw new HttpError(404, KPI_ASSESSMENT_MESSAGES.notFound);
    return row;
  }

  /** Writes one column of the given indicators; every indicator must belong to the assessment. */
  private async writeValues(
    trx: Db,
    id: number,
    column: 'realisasi' | 'realisasi_atasan',
    values: { indikator_id: number; value: string | null }[],
  ) {
    const ids = values.map((v) => v.indikator_id);
    if (new Set(ids).size !== ids.length)
      throw validationError({ penilaian: [KPI_ASSESSMENT_MESSAGES.duplicateIndikator] });
    const known = await rowsOf(
      trx,
      sql<{ indikator_id: number }>`select indikator_id from kpi_penilaian where event_pegawai_id = ${id}
        and indikator_id = any(${ids}::int[])`,
    );
    if (known.length !== ids.length) throw validationError({ penilaian: [KPI_ASSESSMENT_MESSAGES.indikatorUnknown] });
    await sql`update kpi_penilaian p set ${sql.ref(column)} = v.value
      from unnest(${ids}::int[], ${values.map((v) => v.value)}::numeric[]) as v(indikator_id, value)
      where p.event_pegawai_id = ${id} and p.indikator_id = v.indikator_id`.execute(trx);
    await sql`select kpi_recompute(array[${id}]::int[])`.execute(trx);
  }

  /** store_save: the employee's achievements, while Draft. Any score sent along is ignored. */
  async save(auth: AuthContext, actor: Actor, id: number, input: KpiSaveInput) {
    await this.visible(this.ctx.db, auth, { id }, 403);
    await this.ctx.db.transaction().execute(async (trx) => {
      const s = await this.lockStatus(trx, id);
      if (s.user_id !== auth.userId) throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.requesterOnly);
      if (s.status !== 'draft') throw new HttpError(409, KPI_ASSESSMENT_MESSAGES.draftOnly);
      const values = input.penilaian.map((p) => ({ indikator_id: p.indikator_id, value: p.realisasi }));
      await this.writeValues(trx, id, 'realisasi', values);
      await sql`select kpi_refresh_resume(${s.periode_id}, array[${s.pegawai_id}]::int[])`.execute(trx);
      await recordAudit(trx, { ...actor, entity: 'kpi_event_pegawai', entityId: id, after: { store_save: values } });
    });
    return this.answer(auth, id);
  }

  /** store_save_score: the assessor of the open step (inside their tree), or a KPI admin, while Menunggu. */
  async saveScore(auth: AuthContext, actor: Actor, id: number, input: KpiSaveScoreInput) {
    const row = await this.visible(this.ctx.db, auth, { id }, 403);
    const admin = this.isAdmin(auth);
    if (!admin) {
      if (row.user_id === auth.userId || !row.is_myturn)
        throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.scoreNotAllowed);
      if (!(await isInScope(this.ctx.db, auth.userId, id)))
        throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.outOfScope);
    }
    await this.ctx.db.transaction().execute(async (trx) => {
      const s = await this.lockStatus(trx, id);
      if (s.status !== 'menunggu') throw new HttpError(409, KPI_ASSESSMENT_MESSAGES.scoreNotAllowed);
      const values = input.penilaian.map((p) => ({ indikator_id: p.indikator_id, value: p.realisasi_atasan }));
      await this.writeValues(trx, id, 'realisasi_atasan', values);
      if (input.catatan !== undefined)
        await sql`update kpi_event_pegawai set catatan = ${input.catatan?.trim() || null} where id = ${id}`.execute(
          trx,
        );
      await sql`select kpi_refresh_resume(${s.periode_id}, array[${s.pegawai_id}]::int[])`.execute(trx);
      await recordAudit(trx, {
        ...actor,
        entity: 'kpi_event_pegawai',
        entityId: id,
        after: { store_save_score: values, catatan: input.catatan ?? null },
      });
    });
    return this.answer(auth, id);
  }

  /** store_reset_penilaian: clears every achievement (the employee while Draft, or a KPI admin). */
  async resetPenilaian(auth: AuthContext, actor: Actor, id: number) {
    await this.visible(this.ctx.db, auth, { id }, 403);
    await this.ctx.db.transaction().execute(async (trx) => {
      const s = await this.lockStatus(trx, id);
      const owner = s.user_id === auth.userId && s.status === 'draft';
      if (!owner && !this.isAdmin(auth)) throw new HttpError(403, KPI_ASSESSMENT_MESSAGES.resetNotAllowed);
      if (s.status === 'disetujui') throw new HttpError(409, KPI_ASSESSMENT_MESSAGES.draftOnly);
      await sql`update kpi_penilaian set realisasi = null, realisasi_atasan = null where event_pegawai_id = ${id}`.execute(
        trx,
      );
      await sql`select kpi_recompute(array[${id}]::int[])`.execute(trx);
      await sql`select kpi_refresh_resume(${s.periode_id}, array[${s.pegawai_id}]::int[])`.execute(trx);
      await recordAudit(trx, { ...actor, entity: 'kpi_event_pegawai', entityId: id, after: { reset_penilaian: true } });
    });
    return this.answer(auth, id);
  }

  /** store_reset_resume: recomputes this assessment and its employee's resume of the period. */
  async resetResume(auth: AuthContext, actor: Actor, id: number) {
    await this.visible(this.ctx.db, auth, { id }, 403);
    await this.ctx.db.transaction().execute(async (trx) => {
      const s = await this.lockStatus(trx, id);
      await sql`select kpi_recompute(array[${id}]::int[])`.execute(trx);
      await sql`select kpi_refresh_resume(${s.periode_id}, array[${s.pegawai_id}]::int[])`.execute(trx);
      await recordAudit(trx, { ...actor, entity: 'kpi_event_pegawai', entityId: id, after: { reset_resume: true } });
    });
    return this.answer(auth, id);
  }
}
