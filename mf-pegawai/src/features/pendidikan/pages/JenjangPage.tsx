import { PageHeader, Stack } from '@portal/design-system';
import { MasterUsage, useMasterList } from '../../keluarga/public';
import { usePendidikanCount } from '../api';

/** /pegawai/pendidikan/pendidikan (57): the education levels (general list) and how many records have each. */
export default function JenjangPage() {
  const items = useMasterList('pendidikan');
  const counts = usePendidikanCount('jenjang');
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Jenjang Pendidikan" size="xl" />
      <MasterUsage
        caption="Jenjang pendidikan"
        nameHeader="Jenjang"
        items={items.data}
        counts={counts.data}
        error={items.error ?? counts.error}
      />
    </Stack>
  );
}
