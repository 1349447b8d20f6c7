import { PageHeader, Stack } from '@portal/design-system';
import { usePrestasiList } from '../api';
import { PrestasiTable } from '../components/PrestasiTable';
import { usePrestasiListQuery } from '../list-query';

/** /pegawai/prestasi (57, not 8): every employee's achievements; the CV changes them. */
export default function PrestasiPage() {
  const [query, setQuery] = usePrestasiListQuery();
  const list = usePrestasiList(query);
  return (
    <Stack gap="4">
      <PageHeader title="Prestasi" size="xl" />
      <PrestasiTable
        list={list}
        query={query}
        setQuery={setQuery}
        caption="Daftar prestasi pegawai"
        emptyText="Belum ada data prestasi"
      />
    </Stack>
  );
}
