import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { IncomeInput, IncomeKategori, IncomeRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  listTableProps,
  notify,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { currentPeriod } from '../../../shared/period';
import { KATEGORI_TITLES, saveIncome, useIncomeList, type IncomeQuery } from '../api';
import { IncomeFilters } from './IncomeFilters';
import { IncomeFormDialog } from './IncomeFormDialog';

const QUERY_SCHEMA: UrlQuerySchema<IncomeQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
};

const columns: DataTableColumn<IncomeRow>[] = [
  {
    key: 'nama',
    header: 'Pegawai',
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
  { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
  {
    key: 'items',
    header: 'Komponen',
    render: (r) => (
      <Stack gap="0.5" as="ul" listStyleType="none">
        {r.items.map((item) => (
          <HStack as="li" key={item.komponen} justify="space-between" gap="4" fontSize="sm">
            <Text>{item.komponen}</Text>
            <MoneyText value={item.jumlah} />
          </HStack>
        ))}
      </Stack>
    ),
  },
  { key: 'total', header: 'Total', align: 'end', render: (r) => <MoneyText fontWeight="semibold" value={r.total} /> },
];

/** One kategori's components of a month (penghasilan, potongan or imbalan kerja), and setting one of them. */
export function IncomeKategoriList({ kategori, title }: { kategori: IncomeKategori; title: string }) {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<IncomeQuery>(QUERY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const list = useIncomeList(kategori, query);
  const [adding, setAdding] = useState(false);
  const { tahun, bulan } = query;

  const save = async (input: IncomeInput) => {
    notify.success((await saveIncome(transport, kategori, input)).message);
    setAdding(false);
    void list.mutate();
  };

  return (
    <Stack gap="4" data-testid={`income-${kategori}-page`}>
      <PageHeader size="xl" title={title}>
        <Button size="sm" disabled={tahun === undefined || bulan === undefined} onClick={() => setAdding(true)}>
          Atur Komponen
        </Button>
      </PageHeader>
      <IncomeFilters query={query} setQuery={setQuery} />
      <HStack justify="end" data-testid="income-total">
        <Text fontSize="sm" color="fg.muted">
          Total {KATEGORI_TITLES[kategori].toLowerCase()}
        </Text>
        <MoneyText fontWeight="semibold" value={list.data?.total_jumlah ?? null} />
      </HStack>
      <DataTable<IncomeRow>
        caption={title}
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => r.pegawai.id}
        numbered
        search={query.search}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Tidak ada data pada bulan ini"
        {...tableQueryHandlers(setQuery)}
      />
      {tahun !== undefined && bulan !== undefined ? (
        <IncomeFormDialog
          open={adding}
          title={`Atur ${KATEGORI_TITLES[kategori]}`}
          tahun={tahun}
          bulan={bulan}
          onSubmit={save}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
