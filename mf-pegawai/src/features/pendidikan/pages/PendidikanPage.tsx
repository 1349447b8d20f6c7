import { PageHeader, Stack } from '@portal/design-system';
import { usePendidikanList } from '../api';
import { PendidikanTable } from '../components/PendidikanTable';
import { usePendidikanListQuery } from '../list-query';

/** /pegawai/pendidikan (57, not 8): every employee's education; the CV changes it. */
export default function PendidikanPage() {
  const [query, setQuery] = usePendidikanListQuery();
  const list = usePendidikanList(query);
  return (
    <Stack gap="4">
      <PageHeader title="Pendidikan Pegawai" size="xl" />
      <PendidikanTable list={list} query={query} setQuery={setQuery} />
    </Stack>
  );
}
