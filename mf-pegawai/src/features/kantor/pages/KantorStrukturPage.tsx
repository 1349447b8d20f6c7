import { Heading, Stack, Text } from '@portal/design-system';
import { useKantorTree } from '../api';
import { KantorTree } from '../components/KantorTree';
import { PageError } from '../../../shared/PageError';

/** /kantor/struktur (role 10): offices as a tree of parents and children, navigable with the keyboard. */
export default function KantorStrukturPage() {
  const tree = useKantorTree();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Struktur Kantor
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Gunakan tombol panah untuk berpindah, kanan untuk membuka dan kiri untuk menutup cabang.
      </Text>
      <PageError error={tree.error} />
      {tree.isLoading ? <Text>Memuat…</Text> : null}
      {tree.data && tree.data.length === 0 ? <Text>Belum ada kantor.</Text> : null}
      {tree.data && tree.data.length > 0 ? <KantorTree nodes={tree.data} label="Struktur kantor" /> : null}
    </Stack>
  );
}
