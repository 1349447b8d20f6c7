import { useState } from 'react';
import { useOptionFile, useTransport } from '@portal/api-client';
import type { KpiResumeRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDecimal } from '@portal/domain';
import {
  detailLinkColumn,
  ApprovalStatusBadge,
  Button,
  DataTable,
  Field,
  Heading,
  HStack,
  listTableProps,
  LoadingState,
  notify,
  notifyError,
  OptionSelect,
  PageHeader,
  Stack,
  Text,
  useConfirm,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { kpiDetailPath, refreshResume, useGrafik, useMasterOptions, useResumeList, type ResumeQuery } from '../api';
import { KpiGrafik } from '../components/KpiGrafik';

const dec = (v: string) => formatDecimal(v) || '-';

const columns: DataTableColumn<KpiResumeRow>[] = [
  {
    key: 'pegawai_nama',
    header: 'Pegawai',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.pegawai_npp}
        </Text>
      </Stack>
    ),
  },
  { key: 'kantor_nama', header: 'Kantor', render: (r) => r.kantor_nama ?? '-' },
  { key: 'jabatan_nama', header: 'Jabatan', render: (r) => r.jabatan_nama ?? '-' },
  { key: 'periode_nama', header: 'Periode' },
  { key: 'skor', header: 'Skor', align: 'end', render: (r) => dec(r.skor) },
  { key: 'pengurang', header: 'Pengurang', align: 'end', render: (r) => dec(r.pengurang) },
  { key: 'score', header: 'Skor Akhir', align: 'end', render: (r) => dec(r.score) },
  { key: 'predikat', header: 'Predikat', render: (r) => (r.predikat ? `${r.predikat} (${r.nilai ?? '-'})` : '-') },
  { key: 'status', header: 'Status', render: (r) => <ApprovalStatusBadge status={r.status} testId="kpi-status" /> },
  detailLinkColumn((r) => kpiDetailPath(r.event_pegawai_token)),
];

const QUERY_SCHEMA: UrlQuerySchema<ResumeQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  periode_id: 'number',
  kantor_id: 'number',
};

/**
 * /penilaian/kpi/resume (64): each employee's result per period (score, punishments, final score,
 * band), "Reset resume" of a period (recomputed by the server), and the period's charts.
 */
export default function KpiResumePage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<ResumeQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useResumeList(query);
  const grafik = useGrafik({ periode_id: query.periode_id, kantor_id: query.kantor_id });
  const periode = useMasterOptions('periode');
  const kantor = useOptionFile(transport, 'kantor');
  const [refreshing, setRefreshing] = useState(false);
  const filter = (patch: Partial<ResumeQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const number = (value: string) => (value ? Number(value) : undefined);

  async function reset(periodeId: number) {
    const nama = periode.find((p) => p.id === periodeId)?.nama ?? '';
    if (
      !(await confirm({
        title: 'Reset resume periode ini?',
        message: `Resume KPI periode ${nama} dihitung ulang dari semua penilaiannya.`,
        confirmLabel: 'Reset',
      }))
    )
      return;
    setRefreshing(true);
    try {
      notify.success((await refreshResume(transport, periodeId)).message);
      await Promise.all([list.mutate(), grafik.mutate()]);
    } catch (error) {
      notifyError(error);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Stack gap="6" data-testid="kpi-resume-page">
      <PageHeader size="xl" title="Resume KPI" description="Skor akhir = skor penilaian dikurangi punishment.">
        <Button
          size="sm"
          kind="secondary"
          disabled={!query.periode_id}
          loading={refreshing}
          onClick={() => query.periode_id && void reset(query.periode_id)}
          data-testid="kpi-reset-resume-periode"
        >
          Reset Resume
        </Button>
      </PageHeader>
      <DataTable<KpiResumeRow>
        caption="Resume KPI"
        columns={columns}
        rowKey={(r) => `${r.periode_id}-${r.pegawai_id}`}
        {...listTableProps(list)}
        numbered
        emptyText="Belum ada resume"
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <Field.Root width="auto">
              <OptionSelect
                size="sm"
                width="56"
                aria-label="Periode"
                placeholder="Semua periode"
                options={periode}
                value={query.periode_id ?? ''}
                onChange={(e) => filter({ periode_id: number(e.currentTarget.value) })}
              />
            </Field.Root>
            <Field.Root width="auto">
              <OptionSelect
                size="sm"
                width="64"
                aria-label="Kantor"
                placeholder="Semua kantor"
                options={kantor}
                value={query.kantor_id ?? ''}
                onChange={(e) => filter({ kantor_id: number(e.currentTarget.value) })}
              />
            </Field.Root>
          </HStack>
        }
      />
      <Stack gap="3" as="section" aria-labelledby="kpi-grafik-title">
        <Heading as="h2" size="lg" id="kpi-grafik-title">
          Grafik
        </Heading>
        {grafik.error ? (
          <Text color="fg.error">{grafik.error.message}</Text>
        ) : grafik.data ? (
          <KpiGrafik grafik={grafik.data.data} />
        ) : (
          <LoadingState />
        )}
      </Stack>
    </Stack>
  );
}
