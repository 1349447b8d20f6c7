import { Link as RouterLink } from 'react-router';
import { useAllows } from '@portal/api-client';
import type { DeductionRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  Button,
  DataTable,
  HStack,
  listTableProps,
  Stack,
  Text,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { KantorSelect } from '../../../shared/KantorSelect';
import { MoneyText } from '../../../shared/MoneyText';
import { PageHeader } from '../../../shared/PageHeader';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod, periodText } from '../../../shared/period';
import { POTONGAN_ROUTES, usePotonganList, type PotonganListQuery } from '../api';
import { useHapusPotongan } from '../components/useHapusPotongan';

const QUERY_SCHEMA: UrlQuerySchema<PotonganListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
};

const columns: DataTableColumn<DeductionRow>[] = [
  {
    key: 'nama',
    header: 'Pegawai',
    sortable: true,
    render: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.pegawai.nama}</Text>
        {r.pegawai.npp ? (
          <Text fontSize="xs" color="fg.muted">
            NPP {r.pegawai.npp}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'kantor', header: 'Kantor', sortable: true, render: (r) => r.kantor.nama },
  { key: 'periode', header: 'Periode', render: (r) => periodText(r.tahun, r.bulan) },
  { key: 'jenis', header: 'Jenis Potongan', sortable: true, render: (r) => r.jenis.nama },
  { key: 'jumlah', header: 'Jumlah', sortable: true, align: 'end', render: (r) => <MoneyText value={r.jumlah} /> },
  { key: 'keterangan', header: 'Keterangan', render: (r) => r.keterangan ?? '-' },
];

/**
 * /gaji/potongan (not 8/52): the deductions of a month. Salary admins and report readers filter by
 * office and search by name or NPP; everyone else sees only their own rows (the server decides).
 */
export default function PotonganListPage() {
  const canManage = useAllows(POLICY.manageSalaryDeductions);
  const canFilter = useAllows(POLICY.exportSalaryDeductions) || canManage;
  const [query, setQuery] = useUrlQuery<PotonganListQuery>(QUERY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const list = usePotonganList(query);
  const hapus = useHapusPotongan();
  const firstRow = list.data?.data[0];
  const canHapus =
    canManage && query.kantor_id !== undefined && query.tahun !== undefined && query.bulan !== undefined && !!firstRow;

  const remove = async () => {
    if (!firstRow || query.tahun === undefined || query.bulan === undefined) return;
    if (await hapus({ kantor: firstRow.kantor, tahun: query.tahun, bulan: query.bulan })) void list.mutate();
  };

  return (
    <Stack gap="4" data-testid="potongan-list-page">
      <PageHeader
        title="Potongan Gaji"
        description={
          canFilter
            ? 'Potongan gaji pegawai per bulan dari kantor yang mengikuti potongan gaji.'
            : 'Potongan gaji Anda per bulan.'
        }
      >
        {canManage ? (
          <Button asChild size="sm" kind="secondary">
            <RouterLink to={POTONGAN_ROUTES.upload}>Upload Potongan</RouterLink>
          </Button>
        ) : null}
      </PageHeader>
      <HStack gap="3" align="end" wrap="wrap">
        <PeriodFilter
          allowAll
          tahun={query.tahun}
          bulan={query.bulan}
          onChange={(p) => setQuery((q) => ({ ...q, ...p, page: DEFAULT_PAGE }))}
        />
        {canFilter ? (
          <KantorSelect
            value={query.kantor_id}
            onChange={(kantor_id) => setQuery((q) => ({ ...q, kantor_id, page: DEFAULT_PAGE }))}
          />
        ) : null}
        {canHapus ? (
          <Button kind="danger" size="sm" onClick={() => void remove()} data-testid="potongan-hapus">
            Hapus Potongan Kantor Ini
          </Button>
        ) : null}
      </HStack>
      <HStack justify="end" data-testid="potongan-total" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          Total potongan
        </Text>
        <MoneyText fontWeight="semibold" value={list.data?.total_jumlah ?? null} />
      </HStack>
      <DataTable<DeductionRow>
        caption="Daftar potongan gaji"
        columns={columns}
        {...listTableProps(list)}
        numbered
        search={canFilter ? query.search : undefined}
        sort={{ sortby: query.sortby, sortbydesc: query.sortbydesc }}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Tidak ada potongan gaji untuk filter ini"
        {...tableQueryHandlers(setQuery)}
        onSearch={canFilter ? tableQueryHandlers(setQuery).onSearch : undefined}
      />
    </Stack>
  );
}
