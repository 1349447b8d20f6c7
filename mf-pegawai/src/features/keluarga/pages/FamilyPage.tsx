import { PageHeader, Stack } from '@portal/design-system';
import { useFamilyList } from '../api';
import { FamilyTable } from '../components/FamilyTable';
import { useFamilyListQuery } from '../list-query';

/** /pegawai/family (57, full width): every employee's family members; the CV changes them. */
export default function FamilyPage() {
  const [query, setQuery] = useFamilyListQuery();
  const list = useFamilyList(query);
  return (
    <Stack gap="4">
      <PageHeader title="Data Keluarga" size="xl" />
      <FamilyTable list={list} query={query} setQuery={setQuery} />
    </Stack>
  );
}
