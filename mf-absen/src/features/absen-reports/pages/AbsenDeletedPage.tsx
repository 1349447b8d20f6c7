import { useTransport } from '@portal/api-client';
import { formatTime, DEFAULT_PAGE, formatDate } from '@portal/domain';
import type { AbsenDeletedRow } from '@portal/contracts';
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
import { restoreRows, useDeleted } from '../api';
import { usePeriodQuery } from '../report-query';
import { PeriodFilter } from '../components/PeriodFilter';

const time = (iso: string) => formatTime(iso);

/** /absen/deleted (59, 9): soft-deleted attendance (doubles removed, approved delete requests) and restore. */
export default function AbsenDeletedPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = usePeriodQuery();
  const list = useDeleted(query);

  const restore = async (row: AbsenDeletedRow) => {
    const ok = await confirm({
      title: 'Aktifkan kembali absen ini?',
      message: `${row.pegawai.nama}, ${formatDate(row.tanggal)} ${time(row.waktu)} akan dihitung lagi di laporan.`,
      confirmLabel: 'Aktifkan',
      onConfirm: async () => notify.success((await restoreRows(transport, [row.id])).message),
    });
    if (ok) await list.mutate();
  };

  const columns: DataTableColumn<AbsenDeletedRow>[] = [
    { key: 'tanggal', header: 'Tanggal', render: (r) => `${formatDate(r.tanggal)} ${time(r.waktu)}` },
    { key: 'nama', header: 'Pegawai', render: (r) => r.pegawai.nama },
    { key: 'jenis', header: 'Jenis', render: (r) => (r.jenis === 'masuk' ? 'Masuk' : 'Pulang') },
    { key: 'deleted_at', header: 'Dihapus', render: (r) => formatDate(r.deleted_at) },
    {
      key: 'sebab',
      header: 'Sebab',
      render: (r) => (r.delete_request_id ? `Pengajuan hapus #${r.delete_request_id}` : 'Absen ganda / admin'),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Button kind="secondary" size="xs" onClick={() => void restore(r)}>
          Aktifkan
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="absen-deleted-page">
      <Heading as="h1" size="xl">
        Absen Terhapus
      </Heading>
      <DataTable
        caption="Daftar absen terhapus"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => r.id}
        toolbar={<PeriodFilter value={query} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} />}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        emptyText="Tidak ada absen terhapus pada periode ini"
      />
    </Stack>
  );
}
