import { PageHeader, Stack } from '@portal/design-system';
import { KpiFlowchart } from '../components/KpiFlowchart';

/** /penilaian/kpi/flowchart (1): the assessment flow as a static diagram. */
export default function KpiFlowchartPage() {
  return (
    <Stack gap="4">
      <PageHeader
        size="xl"
        title="Flowchart KPI"
        description="Alur penilaian kinerja dari Draft sampai keputusan atasan."
      />
      <KpiFlowchart />
    </Stack>
  );
}
