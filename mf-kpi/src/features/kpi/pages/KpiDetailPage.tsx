import { useEffect, useState } from 'react';
import { useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { KpiEventPegawaiDetail } from '@portal/contracts';
import { formatDecimal } from '@portal/domain';
import {
  ApprovalStatusBadge,
  ApprovalTimeline,
  Button,
  Card,
  ErrorState,
  Field,
  Grid,
  Heading,
  HStack,
  LoadingState,
  notify,
  notifyError,
  PageHeader,
  Stack,
  Text,
  Textarea,
} from '@portal/design-system';
import { saveRealisasi, saveRealisasiAtasan, useEventPegawaiByToken, useOwnPeriods } from '../api';
import { KpiActions } from '../components/KpiActions';
import { PenilaianTable, type EditableColumn } from '../components/PenilaianTable';

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;
export const DECIMAL_MESSAGE = 'Angka tidak negatif tanpa titik ribuan, paling banyak 4 desimal (mis. 95.5)';

/** A typed achievement: '' clears it; a comma is taken as the decimal point. */
const normalised = (value: string) => value.trim().replace(/^(\d+),(\d{1,4})$/, '$1.$2');

function valuesOf(kpi: KpiEventPegawaiDetail, column: 'realisasi' | 'realisasi_atasan'): Record<number, string> {
  return Object.fromEntries(kpi.penilaian.map((p) => [p.indikator_id, p[column] ?? '']));
}

/** The punishments and band of the viewer's own assessment (periode_pegawai; others' are not readable here). */
function OwnResume({ token }: { token: string }) {
  const own = useOwnPeriods();
  const row = own.data?.data.find((r) => r.event_pegawai_token === token);
  if (!row) return null;
  const items: [string, string][] = [
    ['Skor penilaian', formatDecimal(row.skor)],
    ['Pengurang (punishment)', formatDecimal(row.pengurang)],
    ['Skor akhir', formatDecimal(row.score)],
    ['Nilai', row.nilai === null ? '-' : String(row.nilai)],
    ['Predikat', row.predikat ?? '-'],
  ];
  return (
    <Card.Root data-testid="kpi-own-resume">
      <Card.Header>
        <Heading size="md">Resume Periode {row.periode_nama}</Heading>
      </Card.Header>
      <Card.Body>
        <Grid templateColumns="12rem 1fr" gap="2" as="dl">
          {items.map(([label, value]) => (
            <Stack key={label} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm">
                {label}
              </Text>
              <Text as="dd" fontSize="sm">
                {value}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /kpi/:token and /penilaian/kpi/event_pegawai/:token: one assessment. The employee types their
 * achievements while Draft (store_save); the assessor whose turn it is types theirs (store_save_score).
 * Only achievements are sent: achievement %, weighted score and total are the server's.
 */
export default function KpiDetailPage() {
  const { token } = useParams();
  const transport = useTransport();
  const detail = useEventPegawaiByToken(token);
  const kpi = detail.data?.data;
  const editable: EditableColumn = kpi?.can_save ? 'realisasi' : kpi?.can_save_score ? 'realisasi_atasan' : null;
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [catatan, setCatatan] = useState('');
  const [saving, setSaving] = useState(false);

  // The inputs start from what the server holds, again after every answer.
  useEffect(() => {
    if (!kpi || !editable) return;
    setValues(valuesOf(kpi, editable));
    setErrors({});
    setCatatan(kpi.catatan ?? '');
  }, [kpi, editable]);

  if (detail.error) return <ErrorState message={detail.error.message} onRetry={() => void detail.mutate()} />;
  if (!kpi) return <LoadingState />;

  const changed = (next: KpiEventPegawaiDetail) => void detail.mutate({ data: next }, { revalidate: false });

  async function save(column: 'realisasi' | 'realisasi_atasan', current: KpiEventPegawaiDetail) {
    const found: Record<number, string> = {};
    const rows = current.penilaian.map((p) => {
      const value = normalised(values[p.indikator_id] ?? '');
      if (value !== '' && !DECIMAL.test(value)) found[p.indikator_id] = DECIMAL_MESSAGE;
      return { indikator_id: p.indikator_id, value: value === '' ? null : value };
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || rows.length === 0) return;
    setSaving(true);
    try {
      const answer =
        column === 'realisasi'
          ? await saveRealisasi(
              transport,
              current.id,
              rows.map((r) => ({ indikator_id: r.indikator_id, realisasi: r.value })),
            )
          : await saveRealisasiAtasan(
              transport,
              current.id,
              rows.map((r) => ({ indikator_id: r.indikator_id, realisasi_atasan: r.value })),
              catatan.trim() || null,
            );
      notify.success(answer.message);
      changed(answer.data);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  const info: [string, string][] = [
    ['Pegawai', `${kpi.pegawai_nama} (${kpi.pegawai_npp})`],
    ['Jabatan', kpi.jabatan_nama ?? '-'],
    ['Kantor', kpi.kantor_nama ?? '-'],
    ['Event', kpi.event_nama],
    ['Periode', kpi.periode_nama],
  ];

  return (
    <Stack gap="4" data-testid="kpi-detail-page">
      <PageHeader size="xl" title="Penilaian Kinerja">
        <HStack gap="2">
          <ApprovalStatusBadge status={kpi.status} testId="kpi-status" />
          {kpi.is_invalid ? (
            <Text fontSize="sm" color="fg.error" data-testid="kpi-invalid">
              Tidak valid: bobot bukan 100% atau jabatan pegawai sudah berubah
            </Text>
          ) : null}
        </HStack>
      </PageHeader>
      <Card.Root>
        <Card.Body>
          <Grid templateColumns="10rem 1fr" gap="2" as="dl">
            {info.map(([label, value]) => (
              <Stack key={label} display="contents">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {label}
                </Text>
                <Text as="dd" fontSize="sm">
                  {value}
                </Text>
              </Stack>
            ))}
          </Grid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">Indikator</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <PenilaianTable
              penilaian={kpi.penilaian}
              skor={kpi.skor}
              editable={editable}
              values={values}
              errors={errors}
              onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))}
            />
            {editable === 'realisasi_atasan' ? (
              <Field.Root>
                <Field.Label>Catatan penilai</Field.Label>
                <Textarea
                  value={catatan}
                  onChange={(e) => setCatatan(e.currentTarget.value)}
                  rows={2}
                  maxLength={2000}
                  data-testid="kpi-catatan"
                />
              </Field.Root>
            ) : kpi.catatan ? (
              <Text fontSize="sm">
                <strong>Catatan penilai:</strong> {kpi.catatan}
              </Text>
            ) : null}
            {editable ? (
              <Button
                w="fit-content"
                loading={saving}
                onClick={() => void save(editable, kpi)}
                data-testid={editable === 'realisasi' ? 'kpi-save' : 'kpi-save-score'}
              >
                {editable === 'realisasi' ? 'Simpan Realisasi' : 'Simpan Penilaian Atasan'}
              </Button>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      {token ? <OwnResume token={token} /> : null}
      <KpiActions kpi={kpi} onChanged={changed} />
      <Card.Root>
        <Card.Header>
          <Heading size="md">Persetujuan</Heading>
        </Card.Header>
        <Card.Body>
          <ApprovalTimeline approval={kpi.approval} historyTestId="kpi-history" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
