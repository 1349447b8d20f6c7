import { Heading, Stack } from '@portal/design-system';
import { KpiUpload } from '../components/KpiUpload';
import { MASTER_ENTITIES } from '../master/master-config';
import { MasterDataSection } from '../master/MasterDataSection';

/** /penilaian/kpi/event (64): the assessment rounds (is_active, is_active_admin) and the achievements upload. */
export default function KpiEventPage() {
  return (
    <Stack gap="8">
      <MasterDataSection entity={MASTER_ENTITIES.event} />
      <Stack gap="3" as="section" aria-labelledby="kpi-upload-title">
        <Heading as="h2" size="lg" id="kpi-upload-title">
          Upload Realisasi KPI
        </Heading>
        <KpiUpload />
      </Stack>
    </Stack>
  );
}
