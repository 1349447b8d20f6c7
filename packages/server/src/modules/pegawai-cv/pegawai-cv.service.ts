/**
 * Use cases of the employee CV: read a CV (own, or anyone's for HR), change its sub-records (HR)
 * and its two photos (HR). Access rule: every signed-in user without role 8 opens their own CV;
 * only HR (roles 1, 57) opens another employee's, so an id in the address is no way around it.
 */
import type {
  CvPhotoAnswer,
  CvSubRecordAnswer,
  CvSubRecordCreateInput,
  CvSubRecordInput,
  DiklatEventOptionsAnswer,
  MessageAnswer,
  PegawaiCvAnswer,
  PegawaiFamilyStatusAnswer,
  PegawaiKantorHistoryAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { CV_MESSAGES, cvMessage, retirementDate, rowValues, type ServerSubList } from './cv-sublists.js';
import { decodeImage, photoKey, type PhotoKind } from './cv-photo.js';
import * as repo from './pegawai-cv.repo.js';
import { POLICY, familyStatusOf } from '../../platform/domain.js';
import { activeSanksiOf } from '../sanksi/public.js';

export class PegawaiCvService {
  constructor(private readonly ctx: AppContext) {}

  private isHr(auth: AuthContext): boolean {
    return hasAccess(auth, POLICY.seeAnyCv);
  }

  /** No id: the caller's own employee. An id: allowed for HR, or when it is the caller's own employee. */
  private async visiblePegawaiId(auth: AuthContext, requestedId: number | null): Promise<number> {
    if (requestedId !== null && this.isHr(auth)) return requestedId;
    const own = await repo.pegawaiIdOfUser(this.ctx.db, auth.userId);
    if (requestedId === null) {
      if (own === null) throw new HttpError(404, CV_MESSAGES.noPegawai);
      return own;
    }
    if (requestedId !== own) throw new HttpError(403, CV_MESSAGES.forbidden);
    return requestedId;
  }

  async show(auth: AuthContext, requestedId: number | null): Promise<PegawaiCvAnswer> {
    const pegawaiId = await this.visiblePegawaiId(auth, requestedId);
    const cv = await repo.findCv(this.ctx.db, pegawaiId);
    if (!cv) throw new HttpError(404, CV_MESSAGES.notFound);
    const sanksiAktif = await activeSanksiOf(this.ctx.db, pegawaiId);
    return {
      data: {
        ...cv,
        profile: { ...cv.profile, retirement_date: retirementDate(cv.profile.tanggal_lahir) },
        sanksi_aktif: sanksiAktif.map(({ id, jenis, nomor_sk, awal, akhir }) => ({ id, jenis, nomor_sk, awal, akhir })),
        can_edit: this.isHr(auth),
      },
    };
  }

  /** Like visiblePegawaiId, and 404 for an id HR asked for that no employee has (the caller's own exists). */
  private async existingVisiblePegawaiId(auth: AuthContext, requestedId: number | null): Promise<number> {
    const pegawaiId = await this.visiblePegawaiId(auth, requestedId);
    const own = requestedId === null || !this.isHr(auth);
    if (!own && !(await repo.pegawaiExists(this.ctx.db, pegawaiId))) throw new HttpError(404, CV_MESSAGES.notFound);
    return pegawaiId;
  }

  /** /sdm/pegawai/x/family_status: the family records with their status and the 'kawin' code they give. */
  async familyStatus(auth: AuthContext, requestedId: number | null): Promise<PegawaiFamilyStatusAnswer> {
    const pegawaiId = await this.existingVisiblePegawaiId(auth, requestedId);
    const anggota = await repo.familyMembers(this.ctx.db, pegawaiId);
    return { data: { pegawai_id: pegawaiId, ...familyStatusOf(anggota), anggota } };
  }

  /** /sdm/pegawai/x/kantor: the offices the employee has served in, the current one first. */
  async kantor(auth: AuthContext, requestedId: number | null): Promise<PegawaiKantorHistoryAnswer> {
    return { data: await repo.kantorHistory(this.ctx.db, await this.existingVisiblePegawaiId(auth, requestedId)) };
  }

  async create(def: ServerSubList, actor: Actor, body: CvSubRecordCreateInput): Promise<CvSubRecordAnswer> {
    const values = rowValues(def, body);
    const pegawaiId = body.pegawai_id;
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockPegawai(trx, pegawaiId))) throw new HttpError(404, CV_MESSAGES.notFound);
      await this.checkReferences(trx, def, pegawaiId, values, null);
      const inserted = await repo.insertSubRecord(trx, def, pegawaiId, values);
      await recordAudit(trx, { ...actor, entity: def.table, entityId: inserted.id, after: inserted });
      return inserted;
    });
    return { message: cvMessage(def.entity, 'created'), data: { id: row.id } };
  }

  async update(def: ServerSubList, actor: Actor, id: number, body: CvSubRecordInput): Promise<CvSubRecordAnswer> {
    const values = rowValues(def, body);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockSubRecord(trx, def, id);
      if (!before) throw new HttpError(404, `${def.entity} tidak ditemukan`);
      await this.checkReferences(trx, def, before.pegawai_id, values, id);
      const after = await repo.updateSubRecord(trx, def, id, values);
      await recordAudit(trx, { ...actor, entity: def.table, entityId: id, before, after });
    });
    return { message: cvMessage(def.entity, 'updated'), data: { id } };
  }

  async remove(def: ServerSubList, actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockSubRecord(trx, def, id);
      if (!before) throw new HttpError(404, `${def.entity} tidak ditemukan`);
      await repo.deleteSubRecord(trx, def, id);
      await recordAudit(trx, { ...actor, entity: def.table, entityId: id, before });
    });
    return { message: cvMessage(def.entity, 'deleted') };
  }

  /** Diklat participation names an event: it must exist, once per employee. */
  private async checkReferences(
    trx: Db,
    def: ServerSubList,
    pegawaiId: number,
    values: Record<string, unknown>,
    exceptId: number | null,
  ): Promise<void> {
    // Texts the form picks from a closed general list (jenjang, hubungan) must be one of its names.
    for (const field of def.fields) {
      const value = values[field.name];
      if (!field.choices || field.openChoices || typeof value !== 'string') continue;
      const names = await repo.generalListNames(trx, field.choices);
      if (names.length > 0 && !names.includes(value))
        throw validationError({ [field.name]: [CV_MESSAGES.notInList(field.label, names)] });
    }
    if (def.key !== 'diklat') return;
    const eventId = values.diklat_event_id as number;
    if (!(await repo.diklatEventExists(trx, eventId)))
      throw validationError({ diklat_event_id: [CV_MESSAGES.diklatEventNotFound] });
    if (await repo.hasDiklatParticipation(trx, pegawaiId, eventId, exceptId))
      throw new HttpError(409, CV_MESSAGES.diklatDuplicate);
  }

  async diklatEvents(): Promise<DiklatEventOptionsAnswer> {
    return { data: await repo.listDiklatEvents(this.ctx.db) };
  }

  /**
   * Replaces a photo: the bytes are checked (JPEG/PNG, size) before anything is written, the old
   * file row is retired so its key is free, then the new file is stored, recorded and set on the
   * employee, all in one transaction.
   */
  async setPhoto(kind: PhotoKind, actor: Actor, pegawaiId: number, image: string): Promise<CvPhotoAnswer> {
    const decoded = await decodeImage(image);
    const key = photoKey(kind, pegawaiId, decoded.type);
    const saved = await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockPegawai(trx, pegawaiId);
      if (!before) throw new HttpError(404, CV_MESSAGES.notFound);
      // The previous photo (maybe .png where the new one is .jpeg) and anything live at the new key.
      for (const old of new Set([before[kind], key])) {
        const live = old ? await this.ctx.files.findLive(trx, old) : undefined;
        if (live) await this.ctx.files.remove(trx, live.id);
      }
      const file = await this.ctx.files.storeFile(trx, {
        key,
        body: decoded.bytes,
        eventId: null,
        ownerType: 'pegawai',
        ownerId: pegawaiId,
        uploadedBy: actor.userId,
        contentLength: decoded.bytes.length,
      });
      await recordAudit(trx, {
        ...actor,
        entity: 'files',
        entityId: file.id,
        after: { ...file, created_at: file.created_at.toISOString() },
      });
      const after = await repo.setPhoto(trx, pegawaiId, kind, key);
      await recordAudit(trx, {
        ...actor,
        entity: 'pegawai',
        entityId: pegawaiId,
        before: { [kind]: before[kind] },
        after: { [kind]: after[kind] },
      });
      return after;
    });
    return { message: kind === 'photo_cv' ? CV_MESSAGES.photoCvUpdated : CV_MESSAGES.photoUpdated, data: saved };
  }
}
