import { formatNumber, formatRupiah } from '@portal/domain';
import {
  Badge,
  DataTable,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type DataTableColumn,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { currentPeriod, useCekSaldo, type TargetQuery } from '../api';
import { PeriodFilter } from '../components/PeriodFilter';
import { TargetNav } from '../components/TargetNav';
import type { TargetDanaSaldoRow } from '../types';

type Query = Pick<TargetQuery, 'page' | 'per_page' | 'search' | 'tahun' | 'bulan'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
};

const columns: DataTableColumn<TargetDanaSaldoRow>[] = [
  { key: 'rekening', header: 'Rekening' },
  { key: 'pegawai.nama', header: 'Pegawai' },
  { key: 'pegawai.npp', header: 'NPP' },
  { key: 'target_count', header: 'Target', align: 'end', render: (r) => formatNumber(r.target_count) },
  { key: 'nominal', header: 'Nominal', align: 'end', render: (r) => formatRupiah(r.nominal) },
  { key: 'approved', header: 'Approved', align: 'end', render: (r) => formatRupiah(r.approved) },
  {
    key: 'is_fraud',
    header: 'Fraud',
    render: (r) => (r.is_fraud ? <Badge colorPalette="red">Fraud</Badge> : <Badge colorPalette="gray">Tidak</Badge>),
  },
];

/** /penilaian/target_pegawai_kontrak/cek_saldo (63, 50, 51, 64): per account its targets, approved sum and fraud flag. */
export default function CekSaldoPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({ page: 1, per_page: 10, ...currentPeriod() }));
  const list = useCekSaldo(query);
  return (
    <Stack gap="4" data-testid="target-saldo-page">
      <PageHeader size="xl" title="Cek Saldo" />
      <TargetNav />
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, page: 1 }))}
      />
      <DataTable<TargetDanaSaldoRow>
        {...listTableProps(list)}
        {...tableQueryHandlers(setQuery)}
        columns={columns}
        search={query.search}
        searchPlaceholder="Cari rekening, nama atau NPP"
        caption="Saldo target per rekening"
        rowKey={(r) => r.rekening}
        numbered
        emptyText="Belum ada target pada periode ini"
      />
    </Stack>
  );
}
