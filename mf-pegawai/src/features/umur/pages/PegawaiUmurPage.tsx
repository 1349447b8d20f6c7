import { useState, type FormEvent } from 'react';
import {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  formatDate,
  formatRemainingUntilRetirement,
  PAST_RETIREMENT_LABEL,
} from '@portal/domain';
import {
  DataTable,
  PegawaiNameLink,
  SearchableSelect,
  type DataTableColumn,
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { useKantorOptions } from '../../pegawai-list/public';
import { PENSIUN_CHOICES, UMUR_TEXTS, usePegawaiUmur, type PegawaiUmurItem, type PegawaiUmurQuery } from '../api';

function RemainingTime({ p }: { p: PegawaiUmurItem }) {
  const text = formatRemainingUntilRetirement(p.tanggal_lahir);
  if (p.lewat_pensiun || text === PAST_RETIREMENT_LABEL) {
    return (
      <Badge colorPalette="red" variant="subtle">
        {PAST_RETIREMENT_LABEL}
      </Badge>
    );
  }
  return <>{text}</>;
}

const columns: DataTableColumn<PegawaiUmurItem>[] = [
  { key: 'nama', header: 'Nama', render: (p) => <PegawaiNameLink id={p.id} nama={p.nama} /> },
  { key: 'npp', header: 'NPP', render: (p) => p.npp ?? '-' },
  { key: 'jabatan', header: 'Jabatan', render: (p) => p.jabatan?.nama ?? '-' },
  { key: 'kantor', header: 'Kantor', render: (p) => p.kantor?.nama ?? '-' },
  {
    key: 'tanggal_lahir',
    header: 'Tanggal lahir',
    render: (p) => (p.tanggal_lahir ? formatDate(p.tanggal_lahir) : '-'),
  },
  { key: 'umur', header: 'Umur', align: 'end', render: (p) => (p.umur === null ? '-' : `${p.umur} tahun`) },
  {
    key: 'tanggal_pensiun',
    header: 'Tanggal pensiun',
    render: (p) => (p.tanggal_pensiun ? formatDate(p.tanggal_pensiun) : '-'),
  },
  { key: 'sisa', header: 'Sisa waktu', render: (p) => <RemainingTime p={p} /> },
];

interface AgeDraft {
  umur_min: string;
  umur_max: string;
  pensiun_bulan: string;
}

const EMPTY_DRAFT: AgeDraft = { umur_min: '', umur_max: '', pensiun_bulan: '' };
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<PegawaiUmurQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  kantor_id: 'number',
  umur_min: 'number',
  umur_max: 'number',
  pensiun_bulan: 'number',
};

/**
 * /pegawai/umur (roles 57, not 8): active employees oldest first with age, retirement date (birth
 * date + 56 years) and the time left, or 'Lewat umur pensiun'; filters office, age range and
 * retiring within N months; server paging and search.
 */
export default function PegawaiUmurPage() {
  const [query, setQuery] = useUrlQuery<PegawaiUmurQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const [draft, setDraft] = useState<AgeDraft>(EMPTY_DRAFT);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const list = usePegawaiUmur(query);
  const kantorOptions = useKantorOptions();
  const change = (patch: Partial<PegawaiUmurQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const umur_min = toNumber(draft.umur_min);
    const umur_max = toNumber(draft.umur_max);
    if (umur_min !== undefined && umur_max !== undefined && umur_min > umur_max) {
      setRangeError(UMUR_TEXTS.rangeError);
      return;
    }
    setRangeError(null);
    change({ umur_min, umur_max, pensiun_bulan: toNumber(draft.pensiun_bulan) });
  };
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setRangeError(null);
    change({ umur_min: undefined, umur_max: undefined, pensiun_bulan: undefined });
  };
  const serverErrors = list.error?.errors;

  return (
    <Stack gap="4" data-testid="pegawai-umur-page">
      <Heading as="h1" size="lg">
        {UMUR_TEXTS.title}
      </Heading>
      <Text color="fg.muted">Tanggal pensiun adalah tanggal lahir ditambah 56 tahun.</Text>
      <form onSubmit={apply} aria-label="Filter umur">
        <HStack gap="3" alignItems="flex-end" flexWrap="wrap">
          <Field.Root width="36" invalid={Boolean(rangeError)}>
            <Field.Label>{UMUR_TEXTS.umurMin}</Field.Label>
            <Input
              type="number"
              min={0}
              max={100}
              value={draft.umur_min}
              onChange={(e) => setDraft({ ...draft, umur_min: e.target.value })}
            />
          </Field.Root>
          <Field.Root width="36" invalid={Boolean(rangeError)}>
            <Field.Label>{UMUR_TEXTS.umurMax}</Field.Label>
            <Input
              type="number"
              min={0}
              max={100}
              value={draft.umur_max}
              onChange={(e) => setDraft({ ...draft, umur_max: e.target.value })}
            />
          </Field.Root>
          <Field.Root width="40">
            <Field.Label>{UMUR_TEXTS.pensiun}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.pensiun_bulan}
                onChange={(e) => setDraft({ ...draft, pensiun_bulan: e.target.value })}
              >
                {PENSIUN_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit">{UMUR_TEXTS.apply}</Button>
          <Button kind="secondary" type="button" onClick={reset}>
            {UMUR_TEXTS.reset}
          </Button>
        </HStack>
        {rangeError ? (
          <Text color="fg.error" role="alert" mt="2">
            {rangeError}
          </Text>
        ) : null}
      </form>
      {list.error ? (
        <Text color="fg.error" role="alert">
          {serverErrors ? Object.values(serverErrors).flat().join(' ') : list.error.message}
        </Text>
      ) : null}
      <DataTable<PegawaiUmurItem>
        search={query.search}
        caption={UMUR_TEXTS.caption}
        columns={columns}
        data={list.data}
        isLoading={list.isLoading || list.isValidating}
        numbered
        emptyText={UMUR_TEXTS.empty}
        searchPlaceholder={UMUR_TEXTS.searchPlaceholder}
        onSearch={(search) => change({ search })}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => change({ per_page })}
        toolbar={
          <Box width={{ base: 'full', md: '64' }}>
            <SearchableSelect<{ id: number; nama: string }>
              aria-label={UMUR_TEXTS.kantorFilter}
              placeholder={UMUR_TEXTS.kantorPlaceholder}
              options={kantorOptions}
              value={query.kantor_id ?? null}
              onChange={(value) => change({ kantor_id: value === null ? undefined : Number(value) })}
            />
          </Box>
        }
      />
    </Stack>
  );
}
