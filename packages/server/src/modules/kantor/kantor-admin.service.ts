/** Office pages beyond the list: tree, map, parents, employees, modance report, create and edit. */
import type {
  KantorInput,
  KantorMapAnswer,
  KantorModanceReport,
  KantorOptionsAnswer,
  KantorParentAnswer,
  KantorPegawaiAnswer,
  KantorSavedAnswer,
  KantorSettingAnswer,
  KantorTreeAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { kantorDisplayNameWithParent } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './kantor-admin.repo.js';
import { KANTOR_NOT_FOUND } from './kantor.service.js';

/** Office attributes (/x/attribute): the yes/no flags of an office, as an option list. */
export const KANTOR_ATTRIBUTES = [
  { id: 1, nama: 'Kantor Absen', key: 'is_kantor_absen' },
  { id: 2, nama: 'Kantor Induk', key: 'is_kantor_induk' },
  { id: 3, nama: 'Boleh Absen', key: 'is_allow_absence' },
  { id: 4, nama: 'Potongan Gaji', key: 'is_allow_salary_deduction' },
  { id: 5, nama: 'Penerbit Link', key: 'is_link_issuer' },
  { id: 6, nama: 'Kantor Parent', key: 'is_parent' },
] as const;

type Named = {
  nama: string;
  kantor_level_id: number;
  class_name: string | null;
  parent_name: string | null;
  parent_class_name: string | null;
};

export function displayName(k: Named): string {
  return kantorDisplayNameWithParent({
    nama: k.nama,
    class_name: k.class_name,
    kantor_level_id: k.kantor_level_id,
    parent: k.parent_name === null ? null : { nama: k.parent_name, class_name: k.parent_class_name },
  });
}

const LABELS: Record<string, string> = {
  kantor_level_id: 'Level kantor',
  kelas_id: 'Kelas kantor',
  jenis_id: 'Jenis kantor',
  modance_id: 'Modance',
  parent_id: 'Kantor induk (parent)',
  kantor_induk_id: 'Kantor induk',
};

export class KantorAdminService {
  constructor(private readonly ctx: AppContext) {}

  async tree(): Promise<KantorTreeAnswer> {
    const rows = await repo.listTree(this.ctx.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        nama: r.nama,
        display_name: displayName(r),
        kantor_level_id: r.kantor_level_id,
        parent_id: r.parent_id,
      })),
    };
  }

  async maps(): Promise<KantorMapAnswer> {
    const rows = await repo.listMapPoints(this.ctx.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        display_name: displayName(r),
        kantor_level_id: r.kantor_level_id,
        alamat: r.alamat,
        latitude: r.latitude!,
        longitude: r.longitude!,
      })),
    };
  }

  async parents(search?: string): Promise<KantorParentAnswer> {
    const rows = await repo.listParents(this.ctx.db, search?.trim() || undefined);
    return {
      data: rows.map((r) => ({
        id: r.id,
        display_name: displayName(r),
        kantor_level_id: r.kantor_level_id,
        is_parent: r.is_parent,
        is_kantor_induk: r.is_kantor_induk,
        children_count: r.children_count,
        induk_of_count: r.induk_of_count,
      })),
    };
  }

  /**
   * `showNpp`: NPPs (which with a birth date open self-registration) only for the HR and super
   * admins; others get null and cannot search by NPP either, which would read it out digit by
   * digit (issue #13).
   */
  async pegawai(
    kantorId: number,
    p: { page: number; per_page: number; search?: string },
    showNpp = true,
  ): Promise<KantorPegawaiAnswer> {
    await this.assertExists(kantorId);
    const { rows, total } = await repo.listPegawaiOfKantor(this.ctx.db, kantorId, {
      searchNpp: showNpp,
      search: p.search?.trim() || undefined,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    // Spec: the placeholder npp 00000000 is never shown.
    return toPaged(
      rows.map((r) => ({ ...r, npp: !showNpp || r.npp === '00000000' ? null : r.npp })),
      total,
      p.page,
      p.per_page,
    );
  }

  async modanceReport(p: {
    page: number;
    per_page: number;
    search?: string;
    modance_id?: number;
  }): Promise<KantorModanceReport> {
    const { rows, total, summary } = await repo.modanceReport(this.ctx.db, {
      // 0 asks for offices without a mode.
      modanceId: p.modance_id === 0 ? null : p.modance_id,
      search: p.search?.trim() || undefined,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    return {
      ...toPaged(
        rows.map((r) => ({
          id: r.id,
          display_name: displayName(r),
          kantor_level_id: r.kantor_level_id,
          modance_id: r.modance_id,
          modance: r.modance,
          jenis: r.jenis,
          pegawai_count: r.pegawai_count,
        })),
        total,
        p.page,
        p.per_page,
      ),
      summary: summary.map((s) => ({
        modance_id: s.modance_id,
        modance: s.modance ?? 'Belum diatur',
        kantor_count: s.kantor_count,
      })),
    };
  }

  async register(table: 'kantor_jenis' | 'kantor_modance'): Promise<KantorOptionsAnswer> {
    return { data: await repo.listRegister(this.ctx.db, table) };
  }

  attributes(): KantorOptionsAnswer {
    return { data: KANTOR_ATTRIBUTES.map(({ id, nama }) => ({ id, nama })) };
  }

  async setting(kantorId: number): Promise<KantorSettingAnswer> {
    await this.assertExists(kantorId);
    const s = await repo.findSetting(this.ctx.db, kantorId);
    return {
      data: {
        kelas_id: s?.kelas_id ?? null,
        kantor_induk_id: s?.kantor_induk_id ?? null,
        alamat: s?.alamat ?? null,
        jenis_id: s?.jenis_id ?? null,
        modance_id: s?.modance_id ?? null,
      },
    };
  }

  async create(input: KantorInput, actor: Actor): Promise<KantorSavedAnswer> {
    const clean = await this.validate(input);
    const id = await this.inTransaction(clean, async (trx) => {
      const row = await trx
        .insertInto('kantor')
        .values(repo.kantorColumns(clean))
        .returning('id')
        .executeTakeFirstOrThrow();
      await repo.upsertSetting(trx, row.id, clean);
      await recordAudit(trx, { ...actor, entity: 'kantor', entityId: row.id, after: clean });
      return row.id;
    });
    return { message: 'Kantor created', data: { id } };
  }

  async update(id: number, input: KantorInput, actor: Actor): Promise<KantorSavedAnswer> {
    const clean = await this.validate(input, id);
    await this.inTransaction(clean, async (trx) => {
      const before = await trx
        .selectFrom('kantor')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new HttpError(404, KANTOR_NOT_FOUND);
      await trx
        .updateTable('kantor')
        .set({ ...repo.kantorColumns(clean), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await repo.upsertSetting(trx, id, clean);
      await recordAudit(trx, { ...actor, entity: 'kantor', entityId: id, before, after: clean });
    });
    return { message: 'Kantor updated', data: { id } };
  }

  /** A code taken between the check and the write (two admins at once) is a 409 too, not a 500. */
  private async inTransaction<T>(input: KantorInput, work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work);
    } catch (err) {
      if ((err as { code?: string }).code === '23505')
        throw new HttpError(409, `Kode kantor ${input.kode} sudah dipakai`);
      throw err;
    }
  }

  /** Field errors in Indonesian for every bad reference at once; 409 for a taken code. */
  private async validate(input: KantorInput, id?: number): Promise<KantorInput> {
    if (id !== undefined) await this.assertExists(id);
    const clean: KantorInput = { ...input, nama: input.nama.trim(), kode: input.kode?.trim() || null };
    const errors: FieldErrors = {};
    if (!clean.nama) errors.nama = ['Nama kantor wajib diisi'];
    if ((clean.latitude == null) !== (clean.longitude == null))
      errors.latitude = ['Latitude dan longitude diisi keduanya atau dikosongkan keduanya'];
    const missing = await repo.missingReferences(this.ctx.db, clean);
    for (const [field, bad] of Object.entries(missing)) if (bad) errors[field] = [`${LABELS[field]} tidak ditemukan`];
    if (
      id !== undefined &&
      clean.parent_id != null &&
      !errors.parent_id &&
      (await repo.isSelfOrDescendant(this.ctx.db, id, clean.parent_id))
    ) {
      errors.parent_id = ['Kantor induk tidak boleh kantor itu sendiri atau kantor di bawahnya'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    if (clean.kode && (await repo.kodeTaken(this.ctx.db, clean.kode, id)))
      throw new HttpError(409, `Kode kantor ${clean.kode} sudah dipakai`);
    return clean;
  }

  private async assertExists(id: number): Promise<void> {
    const row = await this.ctx.db
      .selectFrom('kantor')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, KANTOR_NOT_FOUND);
  }
}
