import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { CovidInput, CovidPivotRow } from '@portal/contracts';
import { portalToday, DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  OptionSelect,
  listTableProps,
  notifyError,
  notify,
  tableQueryHandlers,
  useUrlQuery,
  type UrlQuerySchema,
  Badge,
  Heading,
  HStack,
  Stack,
  Table,
  Tabs,
  Text,
} from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';
import { approveCovid, createCovid, useCovidKantor, useCovidList, useCovidStatuses, type PivotQuery } from '../api';
import { CovidForm } from '../components/CovidForm';
import { CovidTable } from '../components/CovidTable';
import { SuratDialog } from '../components/SuratDialog';

type CovidTab = 'lapor' | 'pivot' | 'terkini' | 'kantor';

/** The open tab, the list's page, search, filters and sort, and the office view's day: all in the address. */
interface CovidQuery extends PivotQuery {
  tab: CovidTab;
  tanggal?: string;
}

const APPROVAL_OPTIONS = [
  { id: 'true', nama: 'Disetujui' },
  { id: 'false', nama: 'Belum disetujui' },
];

const QUERY_SCHEMA: UrlQuerySchema<CovidQuery> = {
  tab: 'string',
  tanggal: 'string',
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  tahun: 'number',
  bulan: 'number',
  status_id: 'number',
  type: 'string',
  approved: 'boolean',
  kantor_id: 'number',
  pegawai_id: 'number',
  role_name: 'string',
  jabatan_name: 'string',
};

const TABS: readonly CovidTab[] = ['lapor', 'pivot', 'terkini', 'kantor'];

/** /absen/covid: health declarations — own report form, the list (HR: everyone, approval), latest, per office. */
export default function CovidPage() {
  const transport = useTransport();
  const isHr = useAllows(POLICY.reviewHealthDeclarations);
  const statuses = useCovidStatuses();
  const [{ tab: asked, tanggal = portalToday(), ...query }, setQuery] = useUrlQuery<CovidQuery>(QUERY_SCHEMA, () => ({
    tab: 'lapor',
    tanggal: portalToday(),
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  }));
  // A tab typed by hand, or the office tab for someone who is not HR (it is not shown), opens the form.
  const tab = TABS.includes(asked) && (asked !== 'kantor' || isHr) ? asked : 'lapor';
  // The list is read only while one of its tabs is open.
  const view = tab === 'pivot' || tab === 'terkini' ? tab : null;
  const paging = tableQueryHandlers(setQuery);
  const [surat, setSurat] = useState<CovidPivotRow | null>(null);
  const list = useCovidList(view, query);
  const kantor = useCovidKantor(isHr ? tanggal : null);

  const create = async (values: CovidInput) => {
    try {
      notify.success((await createCovid(transport, values)).message);
      await list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };
  const approve = async (row: CovidPivotRow, approved: boolean) => {
    try {
      notify.success((await approveCovid(transport, row.id, approved)).message);
      await list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const filters = (
    <HStack gap="3" wrap="wrap">
      <OptionSelect
        size="sm"
        width="48"
        aria-label="Filter kondisi"
        placeholder="Semua kondisi"
        options={statuses.data?.data ?? []}
        value={query.status_id ?? ''}
        onChange={(e) =>
          setQuery((q) => ({
            ...q,
            status_id: e.target.value ? Number(e.target.value) : undefined,
            page: DEFAULT_PAGE,
          }))
        }
      />
      <OptionSelect
        size="sm"
        width="48"
        aria-label="Filter persetujuan"
        placeholder="Semua persetujuan"
        options={APPROVAL_OPTIONS}
        value={query.approved === undefined ? '' : String(query.approved)}
        onChange={(e) =>
          setQuery((q) => ({
            ...q,
            approved: e.target.value === '' ? undefined : e.target.value === 'true',
            page: DEFAULT_PAGE,
          }))
        }
      />
    </HStack>
  );

  const table = (
    <CovidTable
      caption={view === 'pivot' ? 'Daftar laporan kesehatan' : 'Laporan kesehatan terkini'}
      {...listTableProps(list)}
      isHr={isHr}
      toolbar={filters}
      onApprove={(row, approved) => void approve(row, approved)}
      onSurat={setSurat}
      {...paging}
      onSearch={isHr ? paging.onSearch : undefined}
      search={query.search}
    />
  );

  return (
    <Stack gap="4" data-testid="covid-page">
      <Heading as="h1" size="xl">
        Laporan Kesehatan
      </Heading>
      {/* The Daftar and Terkini panels share one table, drawn only in the open panel: a closing panel stays
          mounted for its exit animation (even with unmountOnExit) and would show a second table captioned as the open tab. */}
      <Tabs.Root
        value={tab}
        lazyMount
        unmountOnExit
        onValueChange={(e) => setQuery((q) => ({ ...q, tab: e.value as CovidTab, page: DEFAULT_PAGE }))}
      >
        <Tabs.List>
          <Tabs.Trigger value="lapor">Lapor</Tabs.Trigger>
          <Tabs.Trigger value="pivot">Daftar</Tabs.Trigger>
          <Tabs.Trigger value="terkini">Terkini</Tabs.Trigger>
          {isHr ? <Tabs.Trigger value="kantor">Per Kantor</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="lapor">
          {statuses.data ? <CovidForm statuses={statuses.data.data} onSubmit={create} /> : null}
        </Tabs.Content>
        <Tabs.Content value="pivot">{tab === 'pivot' ? table : null}</Tabs.Content>
        <Tabs.Content value="terkini">{tab === 'terkini' ? table : null}</Tabs.Content>
        {isHr ? (
          <Tabs.Content value="kantor">
            <Stack gap="3">
              <DatePicker
                label="Tanggal"
                value={tanggal}
                onChange={(d) => d && setQuery((q) => ({ ...q, tanggal: d }))}
              />
              {kantor.data?.data.length === 0 ? <Text color="fg.muted">Tidak ada data.</Text> : null}
              <Table.Root size="sm" aria-label="Laporan kesehatan per kantor">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Kantor</Table.ColumnHeader>
                    <Table.ColumnHeader>Pegawai</Table.ColumnHeader>
                    <Table.ColumnHeader>Melapor</Table.ColumnHeader>
                    <Table.ColumnHeader>Kondisi</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {kantor.data?.data.map((k) => (
                    <Table.Row key={k.kantor.id}>
                      <Table.Cell>{k.kantor.nama}</Table.Cell>
                      <Table.Cell>{k.pegawai}</Table.Cell>
                      <Table.Cell>{k.melapor}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="1" wrap="wrap">
                          {k.per_status.map((s) => (
                            <Badge
                              key={s.status_id}
                            >{`${statuses.data?.data.find((x) => x.id === s.status_id)?.nama ?? s.status_id}: ${s.jumlah}`}</Badge>
                          ))}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {surat ? (
        <SuratDialog
          row={surat}
          onClose={() => {
            setSurat(null);
            void list.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
