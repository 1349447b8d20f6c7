import { Link as RouterLink } from '@portal/design-system/router';
import { Button, HStack, PageHeader, PendingCountBadge, Stack } from '@portal/design-system';
import { unapprovedOf, useJenis, useNotaList } from '../api';
import { NotaTable } from '../components/NotaTable';
import { useNotaListQuery } from '../list-query';

/**
 * /pegawai/perawatan (1 or 57, not 8): every care claim of the organisation with its approval status;
 * what waits for the viewer is counted and can be filtered ("Giliran saya"). A claim opens on its own
 * page (by token) with its approval flow.
 */
export default function PerawatanPage() {
  const [query, setQuery] = useNotaListQuery();
  const list = useNotaList(query);
  const jenis = useJenis().data?.data;
  return (
    <Stack gap="4" data-testid="perawatan-index-page">
      <PageHeader title="Perawatan Pegawai" size="xl">
        <HStack gap="2">
          <PendingCountBadge count={unapprovedOf(list)} testId="perawatan-unapproved" />
          <Button size="sm" asChild data-testid="perawatan-add">
            <RouterLink to="/pegawai/perawatan/register">Registrasi Perawatan</RouterLink>
          </Button>
        </HStack>
      </PageHeader>
      <NotaTable list={list} query={query} setQuery={setQuery} jenis={jenis} caption="Daftar klaim perawatan" />
    </Stack>
  );
}
