import { PageHeader, Stack } from '@portal/design-system';
import { useFamilyCount, useMasterList } from '../api';
import { MasterUsage } from '../components/MasterUsage';

/** /pegawai/family/family (57): the family relations (general list) and how many members have each. */
export default function FamilyRelationPage() {
  const items = useMasterList('family');
  const counts = useFamilyCount('hubungan');
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Anggota Keluarga" size="xl" />
      <MasterUsage
        caption="Hubungan anggota keluarga"
        nameHeader="Hubungan"
        items={items.data}
        counts={counts.data}
        error={items.error ?? counts.error}
      />
    </Stack>
  );
}
