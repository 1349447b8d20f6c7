import { useTransport } from '@portal/api-client';
import type { SanksiParentRow } from '@portal/contracts';
import { Badge } from '@portal/design-system';
import { deleteSanksiParent, kelasPalette, saveSanksiParent, useSanksiParents } from '../api';
import { NamedMasterPage } from '../components/NamedMasterPage';

/** /pegawai/sanksi/parent (62): the parents the types sit under, each with its class (1 ringan, 2 sedang, 3 berat). */
export default function SanksiParentPage() {
  const transport = useTransport();
  const parents = useSanksiParents();
  const kelas = parents.data?.kelas ?? [];
  return (
    <NamedMasterPage<SanksiParentRow>
      words={{
        title: 'Induk Jenis Sanksi',
        addLabel: 'Tambah Induk',
        caption: 'Daftar induk jenis sanksi',
        emptyText: 'Belum ada induk jenis sanksi',
        createTitle: 'Tambah Induk Sanksi',
        editTitle: 'Ubah Induk Sanksi',
        deleteTitle: 'Hapus induk sanksi?',
      }}
      headers={['Induk', 'Kelas']}
      list={parents}
      cells={(r) => [
        r.nama,
        <Badge key="k" colorPalette={kelasPalette(r.kelas_id)}>
          {r.kelas.nama}
        </Badge>,
      ]}
      link={{
        label: 'Kelas',
        placeholder: 'Pilih kelas',
        requiredMessage: 'Kelas wajib dipilih',
        options: kelas.map((k) => ({ id: String(k.id), nama: k.nama })),
        of: (r) => r.kelas_id,
      }}
      save={({ nama, linkId }, id) => saveSanksiParent(transport, { nama, kelas_id: linkId }, id)}
      remove={(id) => deleteSanksiParent(transport, id)}
    />
  );
}
