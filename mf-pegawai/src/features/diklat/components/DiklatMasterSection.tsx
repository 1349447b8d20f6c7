import { useTransport } from '@portal/api-client';
import type { DiklatMaster, DiklatMasterInput, DiklatMasterRow } from '@portal/contracts';
import { MasterSection, type MasterField } from '../../../shared/MasterSection';
import { deleteMaster, saveMaster, useMaster } from '../api';

export interface DiklatMasterSectionProps {
  kind: DiklatMaster;
  /** 'Penyelenggara', 'Sertifikasi', … (the heading, the buttons and the dialog). */
  noun: string;
  /** The organisers: nama and akronim, shown 'nama | akronim'. */
  akronim?: boolean;
  /** Certifications and qualifications: under a parent of this list. */
  parent?: { kind: DiklatMaster; noun: string };
  /** A page with one list uses an h1. */
  as?: 'h1' | 'h2';
}

/**
 * One diklat master list on the shared master section: its columns (akronim, parent, how often it is
 * used) and fields follow its kind; the server refuses a name taken or a row still used, and says so.
 */
export function DiklatMasterSection({ kind, noun, akronim, parent, as = 'h2' }: DiklatMasterSectionProps) {
  const transport = useTransport();
  const list = useMaster(kind);
  const parents = useMaster(parent?.kind ?? kind);
  const fields: MasterField[] = [
    ...(akronim
      ? [{ kind: 'text', name: 'akronim', label: 'Akronim', requiredMessage: 'Akronim wajib diisi', max: 50 } as const]
      : []),
    ...(parent
      ? [
          {
            kind: 'select',
            name: 'parent_id',
            label: parent.noun,
            options: (parents.data?.data ?? []).map((p) => ({ id: String(p.id), nama: p.nama })),
            requiredMessage: `${parent.noun} wajib dipilih`,
            placeholder: `Pilih ${parent.noun.toLowerCase()}`,
          } as const,
        ]
      : []),
  ];
  return (
    <MasterSection<DiklatMasterRow>
      title={noun}
      as={as}
      testId={`diklat-master-${kind}`}
      emptyText={`Belum ada ${noun.toLowerCase()}`}
      headers={['Nama', ...(akronim ? ['Akronim'] : []), ...(parent ? [parent.noun] : []), 'Dipakai']}
      list={list}
      cells={(r) => [
        r.nama,
        ...(akronim ? [r.akronim ?? '-'] : []),
        ...(parent ? [r.parent?.nama ?? '-'] : []),
        String(r.jumlah),
      ]}
      fields={fields}
      valuesOf={(r) => ({ akronim: r.akronim ?? '', parent_id: r.parent_id ? String(r.parent_id) : '' })}
      labelOf={(r) => r.label}
      save={(body, id) => saveMaster(transport, kind, body as DiklatMasterInput, id)}
      remove={(id) => deleteMaster(transport, kind, id)}
    />
  );
}
