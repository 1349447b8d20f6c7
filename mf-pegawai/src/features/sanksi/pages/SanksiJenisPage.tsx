import { useTransport } from '@portal/api-client';
import type { SanksiJenisRow } from '@portal/contracts';
import { deleteSanksiJenis, saveSanksiJenis, useSanksiJenis, useSanksiParents } from '../api';
import { NamedMasterPage } from '../components/NamedMasterPage';
import { SanksiBadge } from '../components/SanksiBadge';

/** /pegawai/sanksi/jenis (62, full width): the sanction types under their parents, badge coloured by class. */
export default function SanksiJenisPage() {
  const transport = useTransport();
  const parents = useSanksiParents().data?.data ?? [];
  return (
    <NamedMasterPage<SanksiJenisRow>
      words={{
        title: 'Jenis Sanksi',
        addLabel: 'Tambah Jenis Sanksi',
        caption: 'Daftar jenis sanksi',
        emptyText: 'Belum ada jenis sanksi',
        createTitle: 'Tambah Jenis Sanksi',
        editTitle: 'Ubah Jenis Sanksi',
        deleteTitle: 'Hapus jenis sanksi?',
      }}
      headers={['Jenis Sanksi', 'Induk', 'Kelas']}
      list={useSanksiJenis()}
      cells={(r) => [<SanksiBadge key="b" jenis={r} />, r.parent.nama, r.parent.kelas.nama]}
      link={{
        label: 'Induk',
        placeholder: 'Pilih induk',
        requiredMessage: 'Induk wajib dipilih',
        options: parents.map((p) => ({ id: String(p.id), nama: `${p.nama} (${p.kelas.nama})` })),
        of: (r) => r.parent_id,
      }}
      save={({ nama, linkId }, id) => saveSanksiJenis(transport, { nama, parent_id: linkId }, id)}
      remove={(id) => deleteSanksiJenis(transport, id)}
    />
  );
}
