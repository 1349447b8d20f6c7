import { useTransport } from '@portal/api-client';
import type { SanksiJenisInput, SanksiJenisRow } from '@portal/contracts';
import { MasterSection } from '../../../shared/MasterSection';
import { deleteSanksiJenis, saveSanksiJenis, useSanksiJenis, useSanksiParents } from '../api';
import { SanksiBadge } from '../components/SanksiBadge';

/** /pegawai/sanksi/jenis (62, full width): the sanction types under their parents, badge coloured by class. */
export default function SanksiJenisPage() {
  const transport = useTransport();
  const parents = useSanksiParents().data?.data ?? [];
  return (
    <MasterSection<SanksiJenisRow>
      as="h1"
      title="Jenis Sanksi"
      testId="sanksi-jenis-page"
      headers={['Jenis Sanksi', 'Induk', 'Kelas']}
      list={useSanksiJenis()}
      cells={(r) => [<SanksiBadge key="b" jenis={r} />, r.parent.nama, r.parent.kelas.nama]}
      fields={[
        {
          kind: 'select',
          name: 'parent_id',
          label: 'Induk',
          placeholder: 'Pilih induk',
          requiredMessage: 'Induk wajib dipilih',
          options: parents.map((p) => ({ id: String(p.id), nama: `${p.nama} (${p.kelas.nama})` })),
        },
      ]}
      valuesOf={(r) => ({ parent_id: String(r.parent_id) })}
      save={(body, id) => saveSanksiJenis(transport, body as unknown as SanksiJenisInput, id)}
      remove={(id) => deleteSanksiJenis(transport, id)}
    />
  );
}
