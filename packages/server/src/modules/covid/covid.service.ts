/**
 * Health declarations (spec "Covid record"): an employee declares their status for a day; HR
 * (1, 57, 59) sees everyone's, approves (approved + approval_at) and reads the per-office summary;
 * letters (surat) are files of the declaration. Everyone else sees and changes only their own.
 */
import type {
  CovidInput,
  CovidKantorRow,
  CovidListQuery,
  CovidPivotRow,
  CovidStatus,
  CovidSurat,
  Paged,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, listSort, toPaged } from '../../platform/paging.js';
import { COVID_MESSAGES, pegawaiIdOf } from '../absen-reports/public.js';

export const OWN_APPROVAL_MESSAGE = 'Anda tidak dapat menyetujui laporan Anda sendiri';
import * as repo from './covid.repo.js';
import { POLICY } from '../../platform/domain.js';

export type PivotQuery = CovidListQuery;

const SURAT_NAME = /^[^/\\]{1,200}\.(pdf|jpe?g|png)$/i;

function toPivot(r: repo.CovidDbRow): CovidPivotRow {
  return {
    id: r.id,
    pegawai: {
      id: r.pegawai_id,
      nama: r.nama,
      npp: r.npp === '00000000' ? null : r.npp,
      kantor: r.kantor_id === null ? null : { id: r.kantor_id, nama: r.kantor_nama ?? '' },
    },
    jabatan_name: r.jabatan_name,
    tanggal: r.tanggal,
    type: r.type,
    keterangan: r.keterangan,
    status_id: r.status_id,
    status: { id: r.status_id, nama: r.status_nama, variant: r.status_variant },
    approved: r.approved,
    approval_at: r.approval_at?.toISOString() ?? null,
    surat_count: r.surat_count,
  };
}

const pattern = (text?: string) => (text?.trim() ? containsPattern(text.trim()) : undefined);

export class CovidService {
  constructor(private readonly ctx: AppContext) {}

  isAdmin(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.reviewHealthDeclarations);
  }

  private async ownPegawai(auth: AuthContext): Promise<number> {
    const own = await pegawaiIdOf(this.ctx.db, auth.userId);
    if (own === null) throw new HttpError(403, COVID_MESSAGES.noPegawai);
    return own;
  }

  private async filterFor(
    auth: AuthContext,
    q: Omit<PivotQuery, 'page' | 'per_page' | 'sortby' | 'sortbydesc'>,
  ): Promise<repo.CovidFilter> {
    const filter: repo.CovidFilter = {
      pegawaiId: q.pegawai_id,
      tahun: q.tahun,
      bulan: q.bulan,
      kantorId: q.kantor_id,
      statusId: q.status_id,
      type: q.type,
      approved: q.approved,
      search: pattern(q.search),
      roleName: pattern(q.role_name),
      jabatanName: pattern(q.jabatan_name),
    };
    return this.isAdmin(auth) ? filter : { ...filter, pegawaiId: await this.ownPegawai(auth) };
  }

  statuses(): Promise<CovidStatus[]> {
    return repo.listStatuses(this.ctx.db);
  }

  async pivot(auth: AuthContext, q: PivotQuery): Promise<Paged<CovidPivotRow>> {
    const filter = await this.filterFor(auth, q);
    const sort = listSort(q);
    const [rows, total] = await Promise.all([
      repo.listPivot(this.ctx.db, filter, sort, q.per_page, (q.page - 1) * q.per_page),
      repo.countPivot(this.ctx.db, filter),
    ]);
    return toPaged(rows.map(toPivot), total, q.page, q.per_page);
  }

  async terkini(auth: AuthContext, q: PivotQuery): Promise<Paged<CovidPivotRow>> {
    const { rows, total } = await repo.listLatest(
      this.ctx.db,
      await this.filterFor(auth, q),
      q.per_page,
      (q.page - 1) * q.per_page,
    );
    return toPaged(rows.map(toPivot), total, q.page, q.per_page);
  }

  async kantor(tanggal: string, kantorId?: number): Promise<{ data: CovidKantorRow[] }> {
    const rows = await repo.kantorSummary(this.ctx.db, tanggal, kantorId);
    return {
      data: rows.map((r) => ({
        kantor: { id: r.kantor_id, nama: r.kantor_nama },
        pegawai: r.pegawai,
        melapor: r.melapor,
        per_status: r.per_status ?? [],
      })),
    };
  }

  /** The caller's own declaration for a day (409 when that day is already declared). */
  async create(auth: AuthContext, actor: Actor, input: CovidInput): Promise<{ message: string; data: CovidPivotRow }> {
    const pegawaiId = await this.ownPegawai(auth);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const status = await trx
        .selectFrom('covid_status')
        .select('id')
        .where('id', '=', input.status_id)
        .executeTakeFirst();
      if (!status) throw validationError({ status_id: [COVID_MESSAGES.statusNotFound] });
      const exists = await trx
        .selectFrom('covid')
        .select('id')
        .where('pegawai_id', '=', pegawaiId)
        .where('tanggal', '=', input.tanggal)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (exists) throw new HttpError(409, COVID_MESSAGES.duplicate);
      const pegawai = await trx
        .selectFrom('pegawai')
        .select('kantor_id')
        .where('id', '=', pegawaiId)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('covid')
        .values({
          pegawai_id: pegawaiId,
          kantor_id: pegawai.kantor_id,
          status_id: input.status_id,
          tanggal: input.tanggal,
          type: input.type,
          keterangan: input.keterangan?.trim() || null,
          created_by: auth.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...actor,
        entity: 'covid',
        entityId: row.id,
        after: { ...row, created_at: undefined, updated_at: undefined },
      });
      return row.id;
    });
    return { message: COVID_MESSAGES.created, data: toPivot((await repo.findRow(this.ctx.db, id))!) };
  }

  /** HR sets or clears the approval (approval_at follows approved). */
  async setApproval(
    actor: Actor & { userId: number },
    id: number,
    approved: boolean,
  ): Promise<{ message: string; data: CovidPivotRow }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockCovid(trx, id);
      if (!before) throw new HttpError(404, COVID_MESSAGES.notFound);
      // Nobody approves their own request, in any approval flow (issue #13).
      const own = await trx.selectFrom('users').select('pegawai_id').where('id', '=', actor.userId).executeTakeFirst();
      if (own?.pegawai_id != null && own.pegawai_id === before.pegawai_id)
        throw new HttpError(403, OWN_APPROVAL_MESSAGE);
      await trx
        .updateTable('covid')
        .set({
          approved,
          approval_at: approved ? new Date() : null,
          approved_by: approved ? actor.userId : null,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        ...actor,
        entity: 'covid',
        entityId: id,
        before: { approved: before.approved },
        after: { approved },
      });
    });
    return {
      message: approved ? COVID_MESSAGES.approved : COVID_MESSAGES.updated,
      data: toPivot((await repo.findRow(this.ctx.db, id))!),
    };
  }

  /** The row if the caller may change it: HR any, the employee their own while not approved. */
  private async changeable(auth: AuthContext, id: number, trx = this.ctx.db) {
    const row = await repo.lockCovid(trx, id);
    if (!row) throw new HttpError(404, COVID_MESSAGES.notFound);
    if (this.isAdmin(auth)) return row;
    if (row.pegawai_id !== (await this.ownPegawai(auth))) throw new HttpError(404, COVID_MESSAGES.notFound);
    if (row.approved) throw new HttpError(409, 'Laporan yang sudah disetujui tidak dapat diubah');
    return row;
  }

  async remove(auth: AuthContext, actor: Actor, id: number): Promise<{ message: string }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const row = await this.changeable(auth, id, trx);
      await trx.updateTable('covid').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      await recordAudit(trx, {
        ...actor,
        entity: 'covid',
        entityId: id,
        before: { status_id: row.status_id, tanggal: row.tanggal },
      });
    });
    return { message: COVID_MESSAGES.deleted };
  }

  /** Readers of a declaration's letters: HR, or the employee it belongs to (404 for others). */
  private async readable(auth: AuthContext, id: number): Promise<void> {
    const row = await repo.findRow(this.ctx.db, id);
    if (!row || (!this.isAdmin(auth) && row.pegawai_id !== (await this.ownPegawai(auth))))
      throw new HttpError(404, COVID_MESSAGES.notFound);
  }

  async listSurat(auth: AuthContext, covidId: number): Promise<{ data: CovidSurat[] }> {
    await this.readable(auth, covidId);
    const files = await this.ctx.files.listOf(this.ctx.db, 'covid', covidId);
    const data = await Promise.all(
      files.map(async (f) => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: Number(f.size),
        created_at: f.created_at.toISOString(),
        location: await this.ctx.files.downloadUrl(f.path, { fileName: f.original_name }),
      })),
    );
    return { data };
  }

  async storeSurat(
    auth: AuthContext,
    actor: Actor,
    covidId: number,
    name: string,
    body: unknown,
  ): Promise<{ message: string }> {
    if (!SURAT_NAME.test(name))
      throw validationError({ name: ['Nama file harus berakhiran .pdf, .jpg, .jpeg atau .png'] });
    if (!Buffer.isBuffer(body) || body.length === 0) throw validationError({ file: ['File wajib diisi'] });
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.changeable(auth, covidId, trx);
      const record = await this.ctx.files.storeFile(trx, {
        key: `covid/${covidId}/${Date.now()}-${name}`,
        body,
        originalName: name,
        ownerType: 'covid',
        ownerId: covidId,
        uploadedBy: auth.userId,
      });
      await recordAudit(trx, {
        ...actor,
        entity: 'files',
        entityId: record.id,
        after: { path: record.path, owner_type: 'covid', owner_id: covidId },
      });
    });
    return { message: COVID_MESSAGES.suratCreated };
  }

  async destroySurat(auth: AuthContext, actor: Actor, fileId: number): Promise<{ message: string }> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const file = await trx
        .selectFrom('files')
        .select(['id', 'owner_id', 'path'])
        .where('id', '=', fileId)
        .where('owner_type', '=', 'covid')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!file || file.owner_id === null) throw new HttpError(404, COVID_MESSAGES.suratNotFound);
      await this.changeable(auth, file.owner_id, trx);
      await this.ctx.files.remove(trx, file.id);
      await recordAudit(trx, { ...actor, entity: 'files', entityId: file.id, before: { path: file.path } });
    });
    return { message: COVID_MESSAGES.suratDeleted };
  }
}
