// The approval status of a KPI assessment as the list and the detail show it.
import { HStack } from '@portal/design-system';
import { KpiStatusBadge } from './KpiStatusBadge';

function Demo() {
  return (
    <HStack gap="2">
      {['draft', 'menunggu', 'disetujui', 'ditolak', 'dibatalkan'].map((s) => (
        <KpiStatusBadge key={s} status={s} />
      ))}
    </HStack>
  );
}

const meta = { title: 'mf-kpi/kpi/KpiStatusBadge', component: Demo };

export default meta;

/** Every status of the approval engine. */
export const All = {};
