import type { IncomeKomponen, IncomePegawaiMonth, PegawaiOption } from '@portal/contracts';
import { usePegawaiOptions } from '@portal/api-client';
import {
  Box,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  LoadingState,
  PageHeader,
  PegawaiSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod, periodText } from '../../../shared/period';
import { useIncomePegawai } from '../api';

interface Query {
  pegawai_id?: number;
  tahun?: number;
}
const QUERY_SCHEMA: UrlQuerySchema<Query> = { pegawai_id: 'number', tahun: 'number' };

function Komponen({ title, items, total }: { title: string; items: IncomeKomponen[]; total: string }) {
  return (
    <Table.Root size="sm" aria-label={title}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{title}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={2} color="fg.muted">
              Tidak ada
            </Table.Cell>
          </Table.Row>
        ) : (
          items.map((i) => (
            <Table.Row key={i.komponen}>
              <Table.Cell>{i.komponen}</Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={i.jumlah} />
              </Table.Cell>
            </Table.Row>
          ))
        )}
        <Table.Row>
          <Table.Cell fontWeight="semibold">Total</Table.Cell>
          <Table.Cell textAlign="end">
            <MoneyText fontWeight="semibold" value={total} />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

function Month({ m }: { m: IncomePegawaiMonth }) {
  const title = periodText(m.tahun, m.bulan);
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="4" aria-label={title}>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <HStack>
          <Text fontSize="sm" color="fg.muted">
            Bersih
          </Text>
          <MoneyText fontWeight="semibold" value={m.bersih} />
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Komponen title="Penghasilan" items={m.penghasilan} total={m.total_penghasilan} />
        <Komponen title="Potongan" items={m.potongan} total={m.total_potongan} />
        <Komponen title="Imbalan Kerja" items={m.imbalan_kerja} total={m.total_imbalan_kerja} />
      </SimpleGrid>
    </Box>
  );
}

/** /gaji/penghasilan/Pegawai (63, 53): one employee's income months of a year. */
export default function PenghasilanPegawaiPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({ tahun: currentPeriod().tahun }));
  const loadPegawai = usePegawaiOptions();
  const income = useIncomePegawai(query.pegawai_id, query.tahun);
  const selected: PegawaiOption[] = income.data
    ? [{ ...income.data.pegawai, jabatan: null } as unknown as PegawaiOption]
    : [];
  let body;
  if (!query.pegawai_id) body = <EmptyState title="Pilih pegawai untuk melihat penghasilannya" />;
  else if (income.error) body = <ErrorState message={income.error.message} onRetry={() => void income.mutate()} />;
  else if (!income.data) body = <LoadingState />;
  else if (income.data.data.length === 0) body = <EmptyState title="Tidak ada penghasilan pada tahun ini" />;
  else
    body = (
      <Stack gap="4">
        {income.data.data.map((m) => (
          <Month key={`${m.tahun}-${m.bulan}`} m={m} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="penghasilan-pegawai-page">
      <PageHeader size="xl" title="Penghasilan per Pegawai" />
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width={{ base: 'full', md: '80' }}>
          <Field.Label fontSize="sm">Pegawai</Field.Label>
          <Box width="full">
            <PegawaiSelect
              aria-label="Pegawai"
              placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
              loadOptions={loadPegawai}
              selectedOptions={selected}
              value={query.pegawai_id ?? null}
              onChange={(id) => setQuery((q) => ({ ...q, pegawai_id: id === null ? undefined : Number(id) }))}
            />
          </Box>
        </Field.Root>
        <PeriodFilter
          yearOnly
          tahun={query.tahun}
          bulan={undefined}
          onChange={(p) => setQuery((q) => ({ ...q, tahun: p.tahun }))}
        />
      </HStack>
      {body}
    </Stack>
  );
}
