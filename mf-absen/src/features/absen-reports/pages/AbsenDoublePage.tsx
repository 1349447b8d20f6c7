import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, formatDate } from '@portal/domain';
import type { AbsenDoubleRow } from '@portal/contracts';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  notify,
  useConfirm,
  type DataTableColumn,
  Button,
  Heading,
  Stack,
} from '@portal/design-system';
import { deleteDoubles, useDoubles } from '../api';
import { usePeriodQuery } from '../report-query';
import { PeriodFilter } from '../components/PeriodFilter';

const columns: DataTableColumn<AbsenDoubleRow>[] = [
  { key: 'tanggal', header: 'Tanggal', render: (r) => formatDate(r.tanggal) },
  { key: 'nama', header: 'Pegawai', render: (r) => r.pegawai.nama },
  { key: 'jenis', header: 'Jenis', render: (r) => (r.jenis === 'masuk' ? 'Masuk' : 'Pulang') },
  { key: 'jumlah', header: 'Jumlah', align: 'end' },
  { key: 'waktu', header: 'Jam (yang pertama dipertahankan)', render: (r) => r.waktu.join(', ') },
];

/** /absen/double (1): the same employee, day and kind recorded more than once, and the cleanup. */
export default function AbsenDoublePage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = usePeriodQuery();
  const list = useDoubles(query);

  const cleanup = async () => {
    const ok = await confirm({
      title: 'Hapus absen ganda?',
      message: `Untuk setiap absen ganda ${formatDate(query.date_start)} – ${formatDate(query.date_end)}, absen paling awal dipertahankan dan sisanya dihapus.`,
      confirmLabel: 'Hapus',
      destructive: true,
      onConfirm: async () => {
        const answer = await deleteDoubles(transport, { date_start: query.date_start, date_end: query.date_end });
        notify.success(`${answer.message}: ${answer.data.deleted} absen dihapus`);
      },
    });
    if (ok) await list.mutate();
  };

  return (
    <Stack gap="4" data-testid="absen-double-page">
      <Heading as="h1" size="xl">
        Absen Ganda
      </Heading>
      <DataTable
        caption="Daftar absen ganda"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => `${r.pegawai.id}-${r.tanggal}-${r.jenis}`}
        toolbar={<PeriodFilter value={query} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} />}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        emptyText="Tidak ada absen ganda pada periode ini"
      />
      <Button
        kind="danger"
        alignSelf="start"
        disabled={!list.data?.total}
        onClick={() => void cleanup()}
        data-testid="absen-double-cleanup"
      >
        Hapus Absen Ganda
      </Button>
    </Stack>
  );
}
