import { useTransport } from '@portal/api-client';
import type { PerawatanJenisRow, RsGolonganRow, RsTempatRow } from '@portal/contracts';
import { Badge, PageHeader, Stack } from '@portal/design-system';
import {
  deleteMaster,
  JENIS_PATH,
  RS_GOLONGAN_PATH,
  RS_TEMPAT_PATH,
  saveMaster,
  useJenis,
  useRsGolongan,
  useRsTempat,
} from '../api';
import { MasterSection } from '../../../shared/MasterSection';

/**
 * /pegawai/perawatan/jenis (1 or 57): the master data of care claims — claim types (one of them the
 * glasses type), hospital classes (rs_golongan) and hospitals / places (rs_tempat) with their class.
 */
export default function PerawatanJenisPage() {
  const transport = useTransport();
  const golongan = useRsGolongan();
  const golonganOptions = (golongan.data?.data ?? []).map((g) => ({ id: String(g.id), nama: g.nama }));
  const master = (path: string) => ({
    save: (body: Record<string, unknown>, id?: number) => saveMaster(transport, path, body, id),
    remove: (id: number) => deleteMaster(transport, path, id),
  });
  return (
    <Stack gap="6" data-testid="perawatan-jenis-page">
      <PageHeader title="Jenis Perawatan" size="xl" description="Jenis klaim, golongan dan tempat perawatan." />
      <MasterSection<PerawatanJenisRow>
        title="Jenis Perawatan"
        headers={['Nama', 'Kacamata', 'Jumlah Klaim']}
        list={useJenis()}
        cells={(r) => [r.nama, r.is_kaca_mata ? <Badge key="k">Kacamata</Badge> : '-', String(r.jumlah)]}
        fields={[
          { kind: 'flag', name: 'is_kaca_mata', label: 'Jenis kacamata (plafon grade, satu klaim per periode)' },
        ]}
        valuesOf={(r) => ({ is_kaca_mata: r.is_kaca_mata })}
        {...master(JENIS_PATH)}
        testId="perawatan-master-jenis"
      />
      <MasterSection<RsGolonganRow>
        title="Golongan Rumah Sakit"
        headers={['Nama', 'Jumlah Tempat']}
        list={golongan}
        cells={(r) => [r.nama, String(r.jumlah)]}
        {...master(RS_GOLONGAN_PATH)}
        testId="perawatan-master-golongan"
      />
      <MasterSection<RsTempatRow>
        title="Tempat Perawatan"
        headers={['Nama', 'Golongan', 'Kota', 'Jumlah Klaim']}
        list={useRsTempat()}
        cells={(r) => [r.nama, r.golongan.nama, r.kota ?? '-', String(r.jumlah)]}
        fields={[
          {
            kind: 'select',
            name: 'golongan_id',
            label: 'Golongan',
            options: golonganOptions,
            requiredMessage: 'Golongan wajib dipilih',
          },
          { kind: 'text', name: 'kota', label: 'Kota' },
        ]}
        valuesOf={(r) => ({ golongan_id: String(r.golongan_id), kota: r.kota ?? '' })}
        {...master(RS_TEMPAT_PATH)}
        testId="perawatan-master-tempat"
      />
    </Stack>
  );
}
