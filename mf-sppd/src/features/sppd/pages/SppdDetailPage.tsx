import { useState } from 'react';
import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDateRange } from '@portal/domain';
import {
  ApprovalStatusBadge,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  LoadingState,
  notify,
  notifyError,
  showFile,
  Stack,
  Text,
  useConfirmedDelete,
  ApprovalTimeline,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { deleteSppd, fetchSppdPdf, SPPD_DRAFT_WARNING, SPPD_DRAFT_WARNING_MS, useSppdDetail } from '../api';
import { SppdActions } from '../components/SppdActions';
import { SppdBiayaPanel } from '../components/SppdBiayaPanel';
import { SppdFiles } from '../components/SppdFiles';
import { SppdForm } from '../components/SppdForm';
import { SppdPejalanPanel } from '../components/SppdPejalanPanel';
import type { SppdDetail } from '@portal/contracts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** /pegawai/sppd/:id and /sppd/:id: the trip, its travellers and costs, files, approval and the viewer's actions. */
export default function SppdDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const navigate = useNavigate();
  const detail = useSppdDetail(Number.isInteger(id) && id > 0 ? id : null);
  const sppd = detail.data?.data;
  const [editing, setEditing] = useState(false);
  const [printing, setPrinting] = useState(false);

  if (!Number.isInteger(id) || id <= 0)
    return (
      <Text color="fg.error" data-testid="sppd-detail-error">
        SPPD tidak ditemukan
      </Text>
    );
  if (detail.error)
    return (
      <Text color="fg.error" data-testid="sppd-detail-error">
        {detail.error.message}
      </Text>
    );
  if (!sppd) return <LoadingState />;

  const changed = (next: SppdDetail) => void detail.mutate({ data: next }, { revalidate: false });

  async function print(current: SppdDetail) {
    setPrinting(true);
    try {
      const blob = await fetchSppdPdf(transport, current.id);
      showFile({ blob, fileName: `sppd-${current.id}.pdf`, contentType: 'application/pdf' });
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  }

  async function remove(current: SppdDetail) {
    const ok = await confirmDelete({
      title: 'Hapus SPPD ini?',
      message: 'Draft SPPD yang dihapus tidak dapat dikembalikan.',
      remove: () => deleteSppd(transport, current.id),
    });
    if (ok) void navigate('/pegawai/sppd');
  }

  const info: [string, string][] = [
    ['Pemohon', sppd.pegawai_nama],
    ['Kantor', sppd.kantor_nama ?? '-'],
    ['Jenis', sppd.jenis_nama],
    ['Wilayah', sppd.wilayah_nama],
    ['Kendaraan', sppd.kendaraan_nama ?? '-'],
    ['Tujuan', sppd.tujuan],
    ['Maksud perjalanan', sppd.keperluan],
    ['Tanggal', `${formatDateRange(sppd.tanggal_mulai, sppd.tanggal_selesai)} (${sppd.hari} hari)`],
    ['Penambahan dari', sppd.parent_id ? `SPPD #${sppd.parent_id}` : '-'],
  ];

  return (
    <Stack gap="4" data-testid="sppd-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            SPPD #{sppd.id}
          </Heading>
          <ApprovalStatusBadge status={sppd.status} testId="sppd-status" />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button kind="secondary" size="sm" loading={printing} onClick={() => void print(sppd)} data-testid="sppd-pdf">
            Cetak PDF
          </Button>
          {sppd.can_edit ? (
            <>
              <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="sppd-edit">
                Ubah Draft
              </Button>
              <Button kind="danger" size="sm" onClick={() => void remove(sppd)} data-testid="sppd-delete">
                Hapus Draft
              </Button>
            </>
          ) : null}
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
        <Stack gap="4">
          <Card.Root>
            <Card.Body>
              <Grid templateColumns="12rem 1fr" gap="2" as="dl">
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
          <Section title="Pejalan">
            <SppdPejalanPanel sppd={sppd} onChanged={changed} />
          </Section>
          <Section title="Biaya">
            <SppdBiayaPanel sppd={sppd} onChanged={changed} />
          </Section>
          <Section title="Lampiran">
            <SppdFiles sppd={sppd} kind="attachment" onChanged={changed} />
          </Section>
          <Section title="Bukti Perjalanan">
            <SppdFiles sppd={sppd} kind="bukti" onChanged={changed} />
          </Section>
          <SppdActions sppd={sppd} onChanged={changed} />
        </Stack>
        <Section title="Persetujuan">
          <ApprovalTimeline approval={sppd.approval} historyTestId="sppd-history" />
        </Section>
      </Grid>
      <FormDialog
        open={editing}
        title="Ubah SPPD"
        onClose={() => setEditing(false)}
        size="lg"
        testId="sppd-edit-dialog"
      >
        <SppdForm
          sppd={sppd}
          onCancel={() => setEditing(false)}
          onSaved={(answer) => {
            notify.success(answer.message);
            notify.warning(SPPD_DRAFT_WARNING, { title: 'Warning!', duration: SPPD_DRAFT_WARNING_MS, progress: true });
            changed(answer.data);
            setEditing(false);
          }}
        />
      </FormDialog>
    </Stack>
  );
}
