import type { DeductionUploadRow, UploadStatus } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, formatNumber } from '@portal/domain';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { currentPeriod } from '../../../shared/period';
import { useXlsxDownload } from '../../../shared/useXlsxDownload';
import {
  deductionPath,
  FILE_NAMES,
  kindNoun,
  kindOf,
  UPLOAD_STATUS_LABELS,
  UPLOAD_STATUS_PALETTE,
  useUploadHasil,
  type PagedMonthQuery,
} from '../api';
import { MonthFilters } from '../components/MonthFilters';
import { useHapusPotongan } from '../components/useHapusPotongan';

const QUERY_SCHEMA: UrlQuerySchema<PagedMonthQuery> = {
  kind: 'string',
  page: 'number',
  per_page: 'number',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  status: 'string',
  search: 'string',
};

/**
 * /gaji/potongan/upload_hasil (3, 53): every upload attempt of a month, newest first, and its xlsx;
 * with the "Jenis potongan" switch on service, the months the service job wrote. A good one can be
 * deleted (after a confirmation) until the month's deadline.
 */
export default function UploadHasilPage() {
  const [query, setQuery] = useUrlQuery<PagedMonthQuery>(QUERY_SCHEMA, () => ({
    kind: 'gaji',
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const kind = kindOf(query.kind);
  const list = useUploadHasil(query, kind);
  const excel = useXlsxDownload(deductionPath(kind, 'hasil_upload_excel'), FILE_NAMES.hasilUpload);
  const hapus = useHapusPotongan(kind);

  const columns: DataTableColumn<DeductionUploadRow>[] = [
    { key: 'kantor', header: 'Kantor', render: (r) => r.kantor.nama },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge colorPalette={UPLOAD_STATUS_PALETTE[r.status as UploadStatus]}>{UPLOAD_STATUS_LABELS[r.status]}</Badge>
      ),
    },
    { key: 'row_count', header: 'Baris', align: 'end', render: (r) => formatNumber(r.row_count) },
    { key: 'total', header: 'Total', align: 'end', render: (r) => <MoneyText value={r.total} /> },
    { key: 'error_count', header: 'Kesalahan', align: 'end', render: (r) => formatNumber(r.error_count) },
    { key: 'user', header: 'Diupload oleh', render: (r) => r.user ?? '-' },
    { key: 'created_at', header: 'Waktu', render: (r) => formatDate(r.created_at, { time: true }) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) =>
        r.status === 'berhasil' ? (
          <Button
            size="xs"
            kind="danger"
            aria-label={`Hapus ${kindNoun(kind)} ${r.kantor.nama}`}
            onClick={() =>
              void hapus({ kantor: r.kantor, tahun: r.tahun, bulan: r.bulan }).then((ok) => ok && void list.mutate())
            }
          >
            Hapus
          </Button>
        ) : null,
    },
  ];

  const { tahun, bulan, kantor_id, status } = query;
  return (
    <Stack gap="4" data-testid="upload-hasil-page">
      <PageHeader size="xl" title="Hasil Upload Potongan">
        <Button
          size="sm"
          kind="secondary"
          disabled={tahun === undefined || bulan === undefined}
          loading={excel.downloading}
          onClick={() =>
            void excel.download({ tahun, bulan, ...(kantor_id ? { kantor_id } : {}), ...(status ? { status } : {}) })
          }
          data-testid="upload-hasil-download"
        >
          Unduh Excel
        </Button>
      </PageHeader>
      <MonthFilters query={query} setQuery={setQuery} />
      <DataTable<DeductionUploadRow>
        caption={`Hasil upload ${kindNoun(kind)}`}
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText="Belum ada upload pada bulan ini"
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
