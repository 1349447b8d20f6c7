/**
 * Acting-official assignments (PGS): the register, one assignment (its admins, or the acting official
 * themself), and its writes, each in one transaction with its audit row.
 */
import type {
  MessageAnswer,
  PgsInput,
  PgsListAnswer,
  PgsListQuery,
  PgsMutation,
  PgsRow,
  PgsShowAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import { hasAccess } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { checkPeriod, lockPegawai } from '../jabatan/public.js';
import * as repo from './pgs.repo.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';

export const PGS_MESSAGES = {
  created: 'PGS created',
  updated: 'PGS updated',
  deleted: 'PGS deleted',
  notFound: 'Data PGS tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  jabatanNotFound: 'Jabatan tidak ditemukan',
  kantorNotFound: 'Kantor tidak ditemukan',
  pangkatNotFound: 'Pangkat tidak ditemukan',
  endRequired: 'Tanggal akhir wajib diisi',
} as const;

export class PgsService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: PgsListQuery): Promise<PgsListAnswer> {
    const { rows, total } = await repo.listPgs(this.ctx.db, {
      search: q.search?.trim() || undefined,
      isActive: q.is_active,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async find(db: Db, id: number): Promise<PgsRow> {
    const row = await repo.findPgs(db, id);
    if (!row) throw new HttpError(404, PGS_MESSAGES.notFound);
    return row;
  }

  /** The register's admins see any assignment; anyone else only their own (else 404, nothing revealed). */
  async show(auth: AuthContext, id: number): Promise<PgsShowAnswer> {
    const row = await this.find(this.ctx.db, id);
    if (!hasAccess(auth, POLICY.developerUnrestricted)) {
      const own = await pegawaiIdOfUser(this.ctx.db, auth.userId);
      if (own !== row.pegawai_id) throw new HttpError(404, PGS_MESSAGES.notFound);
    }
    return { data: row };
  }

  private async values(db: Db, input: PgsInput): Promise<repo.PgsValues> {
    // The shared period check (real days, end not before start), its messages under this register's field names.
    const checked: FieldErrors = {};
    const period = checkPeriod({ awal: input.start_date, akhir: input.end_date, nomor_sk: input.nomor_sk }, checked);
    const errors: FieldErrors = {};
    if (checked.awal) errors.start_date = checked.awal;
    if (checked.akhir) errors.end_date = checked.akhir;
    if (checked.nomor_sk) errors.nomor_sk = checked.nomor_sk;
    if (!input.end_date.trim()) errors.end_date = [PGS_MESSAGES.endRequired];
    if (!(await repo.exists(db, 'jabatan', input.jabatan_id))) errors.jabatan_id = [PGS_MESSAGES.jabatanNotFound];
    const kantor_id = input.kantor_id ?? null;
    if (kantor_id !== null && !(await repo.exists(db, 'kantor', kantor_id)))
      errors.kantor_id = [PGS_MESSAGES.kantorNotFound];
    const pangkat_id = input.pangkat_id ?? null;
    if (pangkat_id !== null && !(await repo.exists(db, 'pangkat', pangkat_id)))
      errors.pangkat_id = [PGS_MESSAGES.pangkatNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      pegawai_id: input.pegawai_id,
      jabatan_id: input.jabatan_id,
      kantor_id,
      pangkat_id,
      start_date: period.awal,
      end_date: period.akhir!,
      nomor_sk: period.nomor_sk,
      keterangan: input.keterangan?.trim() || null,
    };
  }

  async create(actor: Actor, input: PgsInput): Promise<PgsMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, input);
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw validationError({ pegawai_id: [PGS_MESSAGES.pegawaiNotFound] });
      const { id } = await trx.insertInto('pegawai_pgs').values(values).returning('id').executeTakeFirstOrThrow();
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_pgs', entityId: id, after: data });
      return { message: PGS_MESSAGES.created, data };
    });
  }

  async update(actor: Actor, id: number, input: PgsInput): Promise<PgsMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      const values = await this.values(trx, input);
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw validationError({ pegawai_id: [PGS_MESSAGES.pegawaiNotFound] });
      await trx
        .updateTable('pegawai_pgs')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_pgs', entityId: id, before, after: data });
      return { message: PGS_MESSAGES.updated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      await trx.deleteFrom('pegawai_pgs').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'pegawai_pgs', entityId: id, before });
      return { message: PGS_MESSAGES.deleted };
    });
  }
}
