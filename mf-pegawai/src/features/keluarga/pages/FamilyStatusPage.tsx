import { PageHeader, Stack } from '@portal/design-system';
import { useFamilyCount, useMasterList } from '../api';
import { MasterUsage } from '../components/MasterUsage';

/** /pegawai/family/status (57): the family statuses (general list) and how many members have each. */
export default function FamilyStatusPage() {
  const items = useMasterList('family_status');
  const counts = useFamilyCount('status');
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Status Keluarga" size="xl" />
      <MasterUsage
        caption="Status keluarga"
        nameHeader="Status"
        items={items.data}
        counts={counts.data}
        error={items.error ?? counts.error}
        note="Status tanggungan anggota keluarga menentukan kode status perkawinan pegawai."
      />
    </Stack>
  );
}
