import { Link as RouterLink } from '@portal/design-system/router';
import { formatNumber } from '@portal/domain';
import {
  DataTable,
  Link,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type DataTableColumn,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { currentPeriod, TARGET_ROUTES, useBelumUpload, type TargetQuery } from '../api';
import { PeriodFilter } from '../components/PeriodFilter';
import { TargetNav } from '../components/TargetNav';
import type { TargetDanaBelumUploadRow } from '../types';

type Query = Pick<TargetQuery, 'page' | 'per_page' | 'search' | 'tahun' | 'bulan'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
};

/** /penilaian/target_pegawai_kontrak/belum_upload (not 8/52): offices with staff but no target of the period. */
export default function BelumUploadPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({ page: 1, per_page: 10, ...currentPeriod() }));
  const list = useBelumUpload(query);
  const columns: DataTableColumn<TargetDanaBelumUploadRow>[] = [
    { key: 'kantor_nama', header: 'Kantor' },
    { key: 'pegawai_count', header: 'Jumlah Pegawai', align: 'end', render: (r) => formatNumber(r.pegawai_count) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: () => (
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to={TARGET_ROUTES.register}>Upload</RouterLink>
        </Link>
      ),
    },
  ];
  return (
    <Stack gap="4" data-testid="target-belum-upload-page">
      <PageHeader size="xl" title="Target Belum Upload" />
      <TargetNav />
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, page: 1 }))}
      />
      <DataTable<TargetDanaBelumUploadRow>
        {...listTableProps(list)}
        {...tableQueryHandlers(setQuery)}
        columns={columns}
        search={query.search}
        searchPlaceholder="Cari kantor"
        caption="Kantor yang belum upload target"
        rowKey={(r) => r.kantor_id}
        numbered
        emptyText="Semua kantor sudah upload target periode ini"
      />
    </Stack>
  );
}
