/** Position groups and their standards (role 64): the source the structure reset copies from. */
import type {
  MessageAnswer,
  SotkJabatanGroupInput,
  SotkJabatanGroupListAnswer,
  SotkJabatanGroupStandardInput,
  SotkJabatanGroupStandardListAnswer,
  SotkOptionsAnswer,
  SotkRegisterQuery,
  SotkSavedAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './sotk-groups.repo.js';
import { bidangTugasExists } from './sotk.repo.js';

export const GROUP_NOT_FOUND = 'Grup jabatan tidak ditemukan';
export const STANDARD_NOT_FOUND = 'Standar grup jabatan tidak ditemukan';

type ListQuery = SotkRegisterQuery;
const paging = (q: ListQuery) => ({
  search: q.search?.trim() || undefined,
  limit: q.per_page,
  offset: (q.page - 1) * q.per_page,
});

export class SotkGroupsService {
  constructor(private readonly ctx: AppContext) {}

  async groups(q: ListQuery): Promise<SotkJabatanGroupListAnswer> {
    const { rows, total } = await repo.listGroups(this.ctx.db, paging(q));
    return toPaged(rows, total, q.page, q.per_page);
  }

  async saveGroup(id: number | undefined, input: SotkJabatanGroupInput, actor: Actor): Promise<SotkSavedAnswer> {
    const clean = {
      nama: input.nama.trim(),
      bidangtugas_id: input.bidangtugas_id,
      keterangan: input.keterangan?.trim() || null,
    };
    if (!clean.nama) throw validationError({ nama: ['Nama grup wajib diisi'] });
    if (!(await bidangTugasExists(this.ctx.db, clean.bidangtugas_id)))
      throw validationError({ bidangtugas_id: ['Bidang tugas tidak ditemukan'] });
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await repo.findGroup(trx, id);
      if (id !== undefined && !before) throw new HttpError(404, GROUP_NOT_FOUND);
      if (await repo.groupNameTaken(trx, clean.nama, id))
        throw new HttpError(409, `Grup jabatan ${clean.nama} sudah ada`);
      const savedId = id ?? (await repo.insertGroup(trx, clean)).id;
      if (id !== undefined) await repo.updateGroup(trx, id, clean);
      await recordAudit(trx, { ...actor, entity: 'sotk_jabatan_group', entityId: savedId, before, after: clean });
      return { message: id === undefined ? 'Jabatan Group created' : 'Jabatan Group updated', data: { id: savedId } };
    });
  }

  async deleteGroup(id: number, actor: Actor): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findGroup(trx, id);
      if (!before) throw new HttpError(404, GROUP_NOT_FOUND);
      await repo.deleteGroup(trx, id);
      await recordAudit(trx, { ...actor, entity: 'sotk_jabatan_group', entityId: id, before });
    });
    return { message: 'Jabatan Group deleted' };
  }

  async standards(q: ListQuery): Promise<SotkJabatanGroupStandardListAnswer> {
    const { rows, total } = await repo.listStandards(this.ctx.db, {
      ...paging(q),
      groupId: q.jabatan_group_id,
      levelId: q.kantor_level_id,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  async saveStandard(
    id: number | undefined,
    input: SotkJabatanGroupStandardInput,
    actor: Actor,
  ): Promise<SotkSavedAnswer> {
    const missing = await repo.missingStandardRefs(this.ctx.db, input);
    const labels = {
      jabatan_group_id: 'Grup jabatan tidak ditemukan',
      kantor_level_id: 'Level kantor tidak ditemukan',
      jabatan_id: 'Jabatan tidak ditemukan',
    };
    const errors = Object.fromEntries(
      Object.entries(missing)
        .filter(([, bad]) => bad)
        .map(([field]) => [field, [labels[field as keyof typeof labels]]]),
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await repo.findStandard(trx, id);
      if (id !== undefined && !before) throw new HttpError(404, STANDARD_NOT_FOUND);
      if (await repo.standardTaken(trx, input, id))
        throw new HttpError(409, 'Standar untuk jabatan ini pada level kantor tersebut sudah ada');
      const savedId = id ?? (await repo.insertStandard(trx, input)).id;
      if (id !== undefined) await repo.updateStandard(trx, id, input);
      await recordAudit(trx, {
        ...actor,
        entity: 'sotk_jabatan_group_standard',
        entityId: savedId,
        before,
        after: input,
      });
      return {
        message: id === undefined ? 'Jabatan Group Standard created' : 'Jabatan Group Standard updated',
        data: { id: savedId },
      };
    });
  }

  async deleteStandard(id: number, actor: Actor): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findStandard(trx, id);
      if (!before) throw new HttpError(404, STANDARD_NOT_FOUND);
      await repo.deleteStandard(trx, id);
      await recordAudit(trx, { ...actor, entity: 'sotk_jabatan_group_standard', entityId: id, before });
    });
    return { message: 'Jabatan Group Standard deleted' };
  }

  async jabatan(search?: string): Promise<SotkOptionsAnswer> {
    return { data: await repo.jabatanOptions(this.ctx.db, search?.trim() || undefined) };
  }
}
