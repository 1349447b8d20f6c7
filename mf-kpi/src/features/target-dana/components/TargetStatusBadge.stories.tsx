// The status of a funds target: Menunggu, Approved with its approval time, Rejected with its note, fraud.
import { Stack } from '@portal/design-system';
import { TargetStatusBadge } from './TargetStatusBadge';
import { APPROVED, targetRow } from './target-rows';

function Demo() {
  return (
    <Stack direction="row" gap="6">
      <TargetStatusBadge row={targetRow()} />
      <TargetStatusBadge row={targetRow({ ...APPROVED, approval_at: '2026-03-20T03:30:00.000Z' })} />
      <TargetStatusBadge
        row={targetRow({
          status_id: 2,
          status: { id: 2, nama: 'Rejected', variant: 'danger' },
          note: 'Nominal tidak sesuai',
        })}
      />
      <TargetStatusBadge row={targetRow({ is_fraud: true })} />
    </Stack>
  );
}

const meta = { title: 'mf-kpi/target-dana/TargetStatusBadge', component: Demo };

export default meta;

/** Every status. */
export const All = {};
