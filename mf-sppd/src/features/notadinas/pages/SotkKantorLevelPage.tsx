import { DataTable, Heading, Stack, type DataTableColumn } from '@portal/design-system';
import { sotkTableProps, useSotk } from '../api';

interface Row {
  id: number;
  nama: string;
  kantor_count: number;
  kantor_with_sotk: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'nama', header: 'Level Kantor', render: (r) => r.nama },
  { key: 'kantor_count', header: 'Jumlah Kantor', align: 'end', render: (r) => String(r.kantor_count) },
  { key: 'kantor_with_sotk', header: 'Kantor ber-SOTK', align: 'end', render: (r) => String(r.kantor_with_sotk) },
];

/** /pegawai/notadinas/sotk_kantor_level (1): office levels and how many offices have a SOTK structure, read only. */
export default function SotkKantorLevelPage() {
  const list = useSotk<Row>('sotk_kantor_level');
  return (
    <Stack gap="4" data-testid="notadinas-sotk-kantor-level">
      <Heading as="h1" size="xl">
        Level SOTK Kantor
      </Heading>
      <DataTable<Row>
        caption="Level SOTK Kantor"
        columns={columns}
        {...sotkTableProps(list)}
        numbered
        emptyText="Belum ada data"
      />
    </Stack>
  );
}
