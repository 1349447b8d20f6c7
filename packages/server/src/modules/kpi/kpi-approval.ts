/**
 * The KPI assessment type of the approval engine: the employee requests, their superior approves
 * (superiorStep). Before a request goes out every indicator needs an achievement and the round
 * must be open. Registered by the KPI routes and by the demo loader (which runs without the app).
 */
import {
  registerApprovalType,
  roleStep,
  superiorStep,
  type ApprovalHookContext,
} from '../../platform/approval/index.js';
import { ROLE, roleName } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { firstOf, KPI_TYPE, sql } from './kpi-db.js';

export const KPI_APPROVAL_MESSAGES = {
  notFound: 'Penilaian kinerja tidak ditemukan',
  incomplete: 'Semua indikator harus diisi realisasinya sebelum Request Approval',
  closed: 'Event penilaian sudah ditutup',
} as const;

async function checkBeforeRequest(hook: ApprovalHookContext): Promise<void> {
  const row = await firstOf(
    hook.trx,
    sql<{ kosong: number; is_active: boolean }>`
      select (select count(*)::int from kpi_penilaian p where p.event_pegawai_id = e.id
                and coalesce(p.realisasi_atasan, p.realisasi) is null) as kosong, ev.is_active
      from kpi_event_pegawai e join kpi_event ev on ev.id = e.event_id where e.id = ${hook.subjectId} for update of e`,
  );
  if (!row) throw new HttpError(404, KPI_APPROVAL_MESSAGES.notFound);
  if (!row.is_active) throw new HttpError(409, KPI_APPROVAL_MESSAGES.closed);
  if (row.kosong > 0) throw new HttpError(422, KPI_APPROVAL_MESSAGES.incomplete);
}

/** Every status change moves the resume of that employee and period (one set-based statement). */
async function refreshResume(hook: ApprovalHookContext): Promise<void> {
  await sql`select kpi_refresh_resume(ev.periode_id, array[e.pegawai_id])
    from kpi_event_pegawai e join kpi_event ev on ev.id = e.event_id where e.id = ${hook.subjectId}`.execute(hook.trx);
}

export function registerKpiApproval(): void {
  registerApprovalType({
    type: KPI_TYPE,
    entity: 'kpi_event_pegawai',
    // The superior assesses; Admin KPI decides last, and alone when the superior has no account.
    steps: [superiorStep(), roleStep(roleName(ROLE.ADMIN_KPI), ROLE.ADMIN_KPI)],
    beforeRequest: checkBeforeRequest,
    onStatusChange: refreshResume,
  });
}
