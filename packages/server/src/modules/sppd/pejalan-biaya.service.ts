/**
 * /api/sdm/sppd/x/pejalan_biaya: the cost rows of a trip per traveller and date (spec §4 traveller
 * cost events). Adding, changing and deleting by date: the requester while Draft. Approving a row
 * or all rows: POLICY.exportTrips (Admin/Keuangan SPPD; no narrower policy exists yet).
 */
import type { PejalanBiayaCreateBody, PejalanBiayaUpdateBody } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { approveAllCosts, costsOf, deleteCostsOnDate, insertCost, lockCost, totalOf, updateCost } from './costs.js';
import { mapConstraintError, SPPD_MESSAGES } from './sppd-rules.js';
import * as repo from './sppd.repo.js';
import type { SppdService } from './sppd.service.js';
import { travellerOfTrip } from './travellers.js';

export class PejalanBiayaService {
  constructor(
    private readonly db: Db,
    private readonly trips: SppdService,
  ) {}

  private async answer(sppdId: number, message?: string) {
    return { message, data: await costsOf(this.db, sppdId), total: await totalOf(this.db, sppdId) };
  }

  async list(auth: AuthContext, sppdId: number) {
    await this.trips.visible(auth, { id: sppdId });
    return this.answer(sppdId);
  }

  private async lockDraftTrip(trx: Db, auth: AuthContext, sppdId: number) {
    const trip = await repo.lockSppd(trx, sppdId);
    if (!trip) throw new HttpError(404, SPPD_MESSAGES.notFound);
    if (trip.user_id !== auth.userId) throw new HttpError(403, SPPD_MESSAGES.requesterOnly);
    if (trip.status !== 'draft') throw new HttpError(409, SPPD_MESSAGES.draftOnly);
    return trip;
  }

  private assertApprover(auth: AuthContext) {
    if (!hasAccess(auth, POLICY.approveTripCosts)) throw new HttpError(403, SPPD_MESSAGES.biayaApproverOnly);
  }

  async create(auth: AuthContext, actor: Actor, body: PejalanBiayaCreateBody) {
    const sppdId = body.sppd_id;
    await this.trips.visible(auth, { id: sppdId });
    const event = body.event ?? 'store';
    await this.db
      .transaction()
      .execute(async (trx) => {
        if (event === 'update_approval_all') {
          this.assertApprover(auth);
          await approveAllCosts(trx, sppdId, body.is_approved ?? true);
        } else {
          const trip = await this.lockDraftTrip(trx, auth, sppdId);
          if (body.tanggal === undefined) throw validationError({ tanggal: [SPPD_MESSAGES.blank] });
          if (body.tanggal < trip.tanggal_mulai || body.tanggal > trip.tanggal_selesai)
            throw validationError({ tanggal: [SPPD_MESSAGES.biayaOutsideTrip] });
          if (body.pejalan_id !== undefined && !(await travellerOfTrip(trx, sppdId, body.pejalan_id)))
            throw new HttpError(404, SPPD_MESSAGES.pejalanNotFound);
          if (event === 'destroy_by_date') {
            await deleteCostsOnDate(trx, sppdId, body.tanggal, body.pejalan_id);
          } else {
            const errors: Record<string, string[]> = {};
            if (body.pejalan_id === undefined) errors.pejalan_id = [SPPD_MESSAGES.blank];
            if (body.jenis_biaya_id === undefined) errors.jenis_biaya_id = [SPPD_MESSAGES.blank];
            if (body.nominal === undefined) errors.nominal = [SPPD_MESSAGES.blank];
            if (Object.keys(errors).length > 0) throw validationError(errors);
            await insertCost(trx, {
              pejalan_id: body.pejalan_id!,
              tanggal: body.tanggal,
              jenis_biaya_id: body.jenis_biaya_id!,
              nominal: body.nominal!,
              keterangan: body.keterangan?.trim() || null,
            });
          }
        }
        await recordAudit(trx, { ...actor, entity: 'sppd_pejalan_biaya', entityId: sppdId, after: { ...body } });
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, SPPD_MESSAGES.biayaExists);
        return mapConstraintError(error);
      });
    const message =
      event === 'destroy_by_date'
        ? SPPD_MESSAGES.biayaDeleted
        : event === 'store'
          ? SPPD_MESSAGES.biayaCreated
          : SPPD_MESSAGES.biayaUpdated;
    return this.answer(sppdId, message);
  }

  /** event update (requester, Draft: amount, note) or update_approval (approver: is_approved). */
  async update(auth: AuthContext, actor: Actor, id: number, body: PejalanBiayaUpdateBody) {
    const found = await lockCost(this.db, id);
    if (!found) throw new HttpError(404, SPPD_MESSAGES.biayaNotFound);
    await this.trips.visible(auth, { id: found.sppd_id });
    await this.db.transaction().execute(async (trx) => {
      const before = await lockCost(trx, id);
      if (!before) throw new HttpError(404, SPPD_MESSAGES.biayaNotFound);
      if ((body.event ?? 'update') === 'update_approval') {
        this.assertApprover(auth);
        await updateCost(trx, id, { is_approved: body.is_approved ?? true });
      } else {
        await this.lockDraftTrip(trx, auth, before.sppd_id);
        await updateCost(trx, id, { nominal: body.nominal, keterangan: body.keterangan?.trim() || null });
      }
      await recordAudit(trx, { ...actor, entity: 'sppd_pejalan_biaya', entityId: id, before, after: { ...body } });
    });
    return this.answer(found.sppd_id, SPPD_MESSAGES.biayaUpdated);
  }
}
