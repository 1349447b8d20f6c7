import { Link as RouterLink } from '@portal/design-system/router';
import { useSWRConfig } from 'swr';
import { useAllows } from '@portal/api-client';
import type { DeductionRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod, periodText } from '../../../shared/period';
import { isPotonganKey, kindNoun, kindOf, POTONGAN_ROUTES, usePotonganList, type PotonganListQuery } from '../api';
import { KindSwitch } from '../components/KindSwitch';
import { PotonganKantorSelect } from '../components/PotonganKantorSelect';
import { ServiceJobPanel } from '../components/ServiceJobPanel';
import { useHapusPotongan } from '../components/useHapusPotongan';

const QUERY_SCHEMA: UrlQuerySchema<PotonganListQuery> = {
  kind: 'string',
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
 * /gaji/potongan (not 8/52): the deductions of a month, salary (uploaded) or service (made by the
 * service job) as the "Jenis potongan" switch says (`?kind=service`). Salary admins and report
 * readers filter by office and search by name or NPP; everyone else sees only their own rows (the
 * server decides). Salary admins upload salary deductions and run the service job.
 */
export default function PotonganListPage() {
  const canManage = useAllows(POLICY.manageSalaryDeductions);
  const canFilter = useAllows(POLICY.exportSalaryDeductions) || canManage;
  const { mutate } = useSWRConfig();
  const [query, setQuery] = useUrlQuery<PotonganListQuery>(QUERY_SCHEMA, () => ({
    kind: 'gaji',
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const kind = kindOf(query.kind);
  const list = usePotonganList(query, kind);
  const hapus = useHapusPotongan(kind);
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
        size="xl"
        title="Potongan Gaji"
        description={
          canFilter
            ? `${kind === 'service' ? 'Potongan service' : 'Potongan gaji'} pegawai per bulan dari kantor yang mengikuti potongan gaji.`
            : `${kind === 'service' ? 'Potongan service' : 'Potongan gaji'} Anda per bulan.`
        }
      >
        {canManage && kind === 'gaji' ? (
          <Button asChild size="sm" kind="secondary">
            <RouterLink to={POTONGAN_ROUTES.upload}>Upload Potongan</RouterLink>
          </Button>
        ) : null}
      </PageHeader>
      <HStack gap="3" align="end" wrap="wrap">
        <KindSwitch value={kind} onChange={(k) => setQuery((q) => ({ ...q, kind: k, page: DEFAULT_PAGE }))} />
        <PeriodFilter
          allowAll
          tahun={query.tahun}
          bulan={query.bulan}
          onChange={(p) => setQuery((q) => ({ ...q, ...p, page: DEFAULT_PAGE }))}
        />
        {canFilter ? (
          <PotonganKantorSelect
            kind={kind}
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
      {canManage && kind === 'service' ? (
        <ServiceJobPanel tahun={query.tahun} bulan={query.bulan} onDone={() => void mutate(isPotonganKey)} />
      ) : null}
      <HStack justify="end" data-testid="potongan-total" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          Total potongan
        </Text>
        <MoneyText fontWeight="semibold" value={list.data?.total_jumlah ?? null} />
      </HStack>
      <DataTable<DeductionRow>
        caption={`Daftar ${kindNoun(kind)}`}
        columns={columns}
        {...listTableProps(list)}
        numbered
        search={canFilter ? query.search : undefined}
        sort={{ sortby: query.sortby, sortbydesc: query.sortbydesc }}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText={`Tidak ada ${kindNoun(kind)} untuk filter ini`}
        {...tableQueryHandlers(setQuery)}
        onSearch={canFilter ? tableQueryHandlers(setQuery).onSearch : undefined}
      />
    </Stack>
  );
}
