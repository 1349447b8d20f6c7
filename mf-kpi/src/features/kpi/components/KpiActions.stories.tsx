import { ApprovalStatusBadge } from '@portal/design-system';
// The approval actions of an assessment as /kpi/:token shows them to the assessor whose turn it is,
// the server answered by MSW like modules/kpi (POST /sdm/kpi/x/event_pegawai/{id}: the fresh detail).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import type { KpiEventPegawaiDetail } from '@portal/contracts';
import { api, delay } from '../../../testing/kpi-story-api';
import { kpiDetail } from '../kpi-fixtures';
import { KpiActions } from './KpiActions';

const act = http.post(api('/sdm/kpi/x/event_pegawai/:id'), async ({ request }) => {
  await delay(400);
  const body = (await request.json()) as { event: string };
  const status = body.event === 'store_approve' ? 'disetujui' : body.event === 'store_reject' ? 'ditolak' : 'menunggu';
  return HttpResponse.json({
    message: 'Penilaian kinerja created/updated',
    data: kpiDetail({ status }, status === 'menunggu' ? ['approve', 'reject'] : ['reverse']),
  });
});

function Demo({ start }: { start: KpiEventPegawaiDetail }) {
  const [kpi, setKpi] = useState(start);
  return (
    <>
      <ApprovalStatusBadge status={kpi.status} testId="kpi-status" />
      <KpiActions kpi={kpi} onChanged={setKpi} />
    </>
  );
}

const meta = {
  title: 'mf-kpi/kpi/KpiActions',
  component: Demo,
  decorators: [withStoryApi],
  args: { start: kpiDetail({ status: 'menunggu', is_myturn: true }, ['approve', 'reject']) },
  parameters: { msw: { handlers: { act } } },
};

export default meta;

/** The assessor's turn: approve or reject (asked first). */
export const AssessorTurn = {};

/** The employee's Draft: Request Approval and Reset Penilaian. */
export const EmployeeDraft = { args: { start: kpiDetail({ status: 'draft', can_save: true }, ['request']) } };
