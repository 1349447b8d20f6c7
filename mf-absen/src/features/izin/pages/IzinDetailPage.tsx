import { useState } from 'react';
import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDateRange } from '@portal/domain';
import type { IzinDetail } from '@portal/contracts';
import {
  ApprovalStatusBadge,
  LoadingState,
  notify,
  useConfirmedDelete,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  ApprovalTimeline,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { deleteIzin, useIzinByToken } from '../api';
import { IzinActions } from '../components/IzinActions';
import { IzinAttachments } from '../components/IzinAttachments';
import { IzinForm } from '../components/IzinForm';

/** /izin/:token and /pegawai/izin/:token: the izin, its files, its approval timeline and the viewer's actions. */
export default function IzinDetailPage() {
  const { token } = useParams();
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const navigate = useNavigate();
  const detail = useIzinByToken(token);
  const izin = detail.data?.data;
  const [editing, setEditing] = useState(false);

  if (detail.error)
    return (
      <Text color="fg.error" data-testid="izin-detail-error">
        {detail.error.message}
      </Text>
    );
  if (!izin) return <LoadingState />;

  const changed = (next: IzinDetail) => void detail.mutate({ data: next }, { revalidate: false });

  async function remove(current: IzinDetail) {
    const ok = await confirmDelete({
      title: 'Hapus izin ini?',
      message: 'Draft izin yang dihapus tidak dapat dikembalikan.',
      remove: () => deleteIzin(transport, current.id),
    });
    if (ok) void navigate('/pegawai/izin');
  }

  const info: [string, string][] = [
    ['Pegawai', `${izin.pegawai_nama} (${izin.pegawai_npp})`],
    ['Kantor', izin.kantor_nama ?? '-'],
    ['Jenis', izin.jenis_nama],
    ['Tanggal', formatDateRange(izin.tanggal_mulai, izin.tanggal_selesai)],
    ['Hari kerja', `${izin.hari} hari`],
    ['Alasan', izin.alasan],
  ];

  return (
    <Stack gap="4" data-testid="izin-detail-page">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Detail Izin
          </Heading>
          <ApprovalStatusBadge status={izin.status} testId="izin-status" />
        </HStack>
        {/* can_delete means "the requester's Draft": the same rule as changing it (server: 409 otherwise). */}
        {izin.can_delete ? (
          <HStack gap="2">
            <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="izin-edit">
              Ubah Draft
            </Button>
            <Button kind="danger" size="sm" onClick={() => void remove(izin)}>
              Hapus Draft
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
        <Stack gap="4">
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
              <Heading size="md">Lampiran</Heading>
            </Card.Header>
            <Card.Body>
              <IzinAttachments izin={izin} onChanged={changed} />
            </Card.Body>
          </Card.Root>
          <IzinActions izin={izin} onChanged={changed} />
        </Stack>
        <Card.Root>
          <Card.Header>
            <Heading size="md">Persetujuan</Heading>
          </Card.Header>
          <Card.Body>
            <ApprovalTimeline approval={izin.approval} historyTestId="izin-history" />
          </Card.Body>
        </Card.Root>
      </Grid>
      <FormDialog
        open={editing}
        title="Ubah Izin"
        onClose={() => setEditing(false)}
        size="lg"
        testId="izin-edit-dialog"
      >
        <IzinForm
          izin={izin}
          onCancel={() => setEditing(false)}
          onSaved={(answer) => {
            notify.success(answer.message);
            notify.draftWarning();
            changed(answer.data);
            setEditing(false);
          }}
        />
      </FormDialog>
    </Stack>
  );
}
