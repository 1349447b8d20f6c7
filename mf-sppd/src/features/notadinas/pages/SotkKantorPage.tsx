import { DataTable, Heading, Stack, type DataTableColumn } from '@portal/design-system';
import { sotkTableProps, useSotk } from '../api';

interface Row {
  id: number;
  kode: string | null;
  nama: string;
  kantor_level_id: number | null;
  level_nama: string | null;
  jabatan_count: number;
  formasi: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'kode', header: 'Kode', render: (r) => r.kode ?? '-' },
  { key: 'nama', header: 'Kantor', render: (r) => r.nama },
  { key: 'level_nama', header: 'Level', render: (r) => r.level_nama ?? '-' },
  { key: 'jabatan_count', header: 'Jabatan SOTK', align: 'end', render: (r) => String(r.jabatan_count) },
  { key: 'formasi', header: 'Formasi', align: 'end', render: (r) => String(r.formasi) },
];

/** /pegawai/notadinas/sotk_kantor (1): offices with their SOTK structure, read only. */
export default function SotkKantorPage() {
  const list = useSotk<Row>('sotk_kantor');
  return (
    <Stack gap="4" data-testid="notadinas-sotk-kantor">
      <Heading as="h1" size="xl">
        SOTK Kantor
      </Heading>
      <DataTable<Row>
        caption="SOTK Kantor"
        columns={columns}
        {...sotkTableProps(list)}
        numbered
        emptyText="Belum ada data"
      />
    </Stack>
  );
}
