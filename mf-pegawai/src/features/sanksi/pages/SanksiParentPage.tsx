import { useTransport } from '@portal/api-client';
import type { SanksiParentInput, SanksiParentRow } from '@portal/contracts';
import { Badge } from '@portal/design-system';
import { MasterSection } from '../../../shared/MasterSection';
import { deleteSanksiParent, kelasPalette, saveSanksiParent, useSanksiParents } from '../api';

/** /pegawai/sanksi/parent (62): the parents the types sit under, each with its class (1 ringan, 2 sedang, 3 berat). */
export default function SanksiParentPage() {
  const transport = useTransport();
  const parents = useSanksiParents();
  const kelas = parents.data?.kelas ?? [];
  return (
    <MasterSection<SanksiParentRow>
      as="h1"
      title="Induk Jenis Sanksi"
      testId="sanksi-parent-page"
      headers={['Induk', 'Kelas']}
      list={parents}
      cells={(r) => [
        r.nama,
        <Badge key="k" colorPalette={kelasPalette(r.kelas_id)}>
          {r.kelas.nama}
        </Badge>,
      ]}
      fields={[
        {
          kind: 'select',
          name: 'kelas_id',
          label: 'Kelas',
          placeholder: 'Pilih kelas',
          requiredMessage: 'Kelas wajib dipilih',
          options: kelas.map((k) => ({ id: String(k.id), nama: k.nama })),
        },
      ]}
      valuesOf={(r) => ({ kelas_id: String(r.kelas_id) })}
      save={(body, id) => saveSanksiParent(transport, body as unknown as SanksiParentInput, id)}
      remove={(id) => deleteSanksiParent(transport, id)}
    />
  );
}
