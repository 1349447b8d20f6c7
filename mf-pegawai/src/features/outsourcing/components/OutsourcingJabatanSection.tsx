import { useTransport } from '@portal/api-client';
import type { OutsourcingNamedRow } from '@portal/contracts';
import { MasterSection } from '../../../shared/MasterSection';
import { deleteOutsourcingJabatan, saveOutsourcingJabatan, useOutsourcingJabatan } from '../api';

export interface OutsourcingJabatanSectionProps {
  /** After a change: the register shows the positions' names, so it reloads too. */
  onChange?: () => void;
}

/**
 * The positions of outsourced staff (/sdm/outsourching/jabatan) with how many workers hold each:
 * add, rename, delete after confirming. The spec has no page for them, so they sit on the register
 * for who manages outsourcing; the server refuses a name taken (409) or a position still held.
 */
export function OutsourcingJabatanSection({ onChange }: OutsourcingJabatanSectionProps) {
  const transport = useTransport();
  const jabatan = useOutsourcingJabatan();
  const list = {
    data: jabatan.data,
    error: jabatan.error,
    mutate: () => {
      void jabatan.mutate();
      onChange?.();
    },
  };
  return (
    <MasterSection<OutsourcingNamedRow>
      title="Jabatan Outsourcing"
      testId="outsourcing-jabatan"
      emptyText="Belum ada jabatan outsourcing"
      headers={['Nama', 'Jumlah Pegawai']}
      list={list}
      cells={(r) => [r.nama, String(r.jumlah)]}
      save={(body, id) => saveOutsourcingJabatan(transport, { nama: String(body.nama) }, id)}
      remove={(id) => deleteOutsourcingJabatan(transport, id)}
    />
  );
}
