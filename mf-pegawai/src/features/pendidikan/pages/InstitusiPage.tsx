import { PageHeader, Stack } from '@portal/design-system';
import { MasterUsage, useMasterList } from '../../keluarga/public';
import { usePendidikanCount } from '../api';

/**
 * /pegawai/pendidikan/institusi (57): the institutions, shown 'nama | akronim' (spec section 3), with
 * how many records name each, and the institutions typed in the CV that the list lacks.
 */
export default function InstitusiPage() {
  const items = useMasterList('institusi');
  const counts = usePendidikanCount('institusi');
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Institusi Pendidikan" size="xl" />
      <MasterUsage
        caption="Institusi pendidikan"
        nameHeader="Institusi"
        items={items.data}
        counts={counts.data}
        error={items.error ?? counts.error}
      />
    </Stack>
  );
}
