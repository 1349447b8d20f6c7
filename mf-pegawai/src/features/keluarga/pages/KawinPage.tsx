import { PageHeader, Stack, Text } from '@portal/design-system';
import { MasterTable } from '../../../shared/MasterTable';
import { useMasterList } from '../api';

/**
 * /pegawai/family/kawin (57): the marriage status codes (general list kawin). An employee's code is
 * not typed: it follows from their family (a living spouse makes K, each dependent child adds one,
 * at most three), as the CV shows it.
 */
export default function KawinPage() {
  const items = useMasterList('kawin');
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Status Perkawinan" size="xl" />
      <Text color="fg.muted">
        Kode status perkawinan dihitung dari data keluarga: K bila suami/istri masih hidup, ditambah jumlah anak
        berstatus Tanggungan (paling banyak 3).
      </Text>
      <MasterTable
        caption="Kode status perkawinan"
        headers={['Kode']}
        rows={items.data}
        error={items.error}
        emptyText="Daftar ini masih kosong"
        cells={(r) => [r.label]}
      />
    </Stack>
  );
}
