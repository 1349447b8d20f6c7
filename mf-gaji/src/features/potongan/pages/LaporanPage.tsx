import { formatNumber } from '@portal/domain';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Stack,
  Table,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { currentPeriod } from '../../../shared/period';
import { kindNoun, kindOf, useLaporan, type MonthQuery } from '../api';
import { MonthFilters } from '../components/MonthFilters';

const QUERY_SCHEMA: UrlQuerySchema<MonthQuery> = {
  kind: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
};

/**
 * /gaji/potongan/laporan (3, 53): totals per office and deduction type of a month (summed by the
 * server), salary or service deductions by the "Jenis potongan" switch.
 */
export default function LaporanPage() {
  const [query, setQuery] = useUrlQuery<MonthQuery>(QUERY_SCHEMA, () => ({ kind: 'gaji', ...currentPeriod() }));
  const kind = kindOf(query.kind);
  const laporan = useLaporan(query, kind);
  const rows = laporan.data?.data ?? [];
  let body;
  if (query.tahun === undefined || query.bulan === undefined) body = <EmptyState title="Pilih tahun dan bulan" />;
  else if (laporan.error) body = <ErrorState message={laporan.error.message} onRetry={() => void laporan.mutate()} />;
  else if (!laporan.data) body = <LoadingState />;
  else if (rows.length === 0) body = <EmptyState title={`Tidak ada ${kindNoun(kind)} pada bulan ini`} />;
  else
    body = (
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" striped aria-label={`Laporan ${kindNoun(kind)} per kantor dan jenis`}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Kantor</Table.ColumnHeader>
              <Table.ColumnHeader>Jenis Potongan</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Jumlah Pegawai</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={`${r.kantor.id}-${r.jenis.id}`}>
                <Table.Cell>{r.kantor.nama}</Table.Cell>
                <Table.Cell>{r.jenis.nama}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.pegawai_count)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <MoneyText value={r.total} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={3} fontWeight="semibold">
                Total
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="laporan-total">
                <MoneyText fontWeight="semibold" value={laporan.data.total} />
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    );
  return (
    <Stack gap="4" data-testid="laporan-page">
      <PageHeader size="xl" title="Laporan Potongan" />
      <MonthFilters query={query} setQuery={setQuery} />
      {body}
    </Stack>
  );
}
