import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import {
  formatTime,
  APPROVAL_ACTION_LABELS,
  APPROVAL_STATUS_VARIANTS,
  formatDate,
  type ApprovalAction,
} from '@portal/domain';
import {
  EmptyState,
  LoadingState,
  notify,
  Badge,
  Box,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import {
  actOnDeleteRequest,
  deleteDeleteRequest,
  destroyDeleteRequestFile,
  recordDeleteRequestFile,
  useDeleteRequest,
} from '../api';
import { DeleteRequestActions } from '../components/DeleteRequestActions';
import { DeleteRequestAttachment } from '../components/DeleteRequestAttachment';

const time = (iso: string) => formatTime(iso);

/** /absen/delete/request/:id: the rows it holds, attachments, the approval history and actions allowed now. */
export default function DeleteRequestDetailPage() {
  const id = Number(useParams().id);
  const transport = useTransport();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useDeleteRequest(id);
  const request = data?.data;

  const apply = async (call: () => Promise<{ message: string }>) => {
    try {
      notify.success((await call()).message);
      await mutate();
    } catch (e) {
      notify.error((e as Error).message);
      throw e;
    }
  };

  if (isLoading) return <LoadingState />;
  if (error || !request) return <EmptyState title={error?.message ?? 'Pengajuan hapus absen tidak ditemukan'} />;

  return (
    <Stack gap="5" data-testid="delete-request-detail-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">{`Pengajuan Hapus Absen ${formatDate(request.tanggal)}`}</Heading>
        <HStack>
          <Badge colorPalette={APPROVAL_STATUS_VARIANTS[request.status]} data-testid="delete-request-status">
            {request.status_label}
          </Badge>
          <Text fontSize="sm">{request.pegawai.nama}</Text>
        </HStack>
        <Text>{request.alasan}</Text>
      </Stack>

      <DeleteRequestActions
        allowed={request.approval.allowed_actions}
        canDelete={request.can_delete}
        onAct={(action: ApprovalAction, note) => apply(() => actOnDeleteRequest(transport, id, action, note))}
        onDelete={async () => {
          await apply(() => deleteDeleteRequest(transport, id));
          void navigate('/absen/delete/request');
        }}
      />

      <Box>
        <Heading as="h2" size="md" mb="2">
          Absen yang diajukan
        </Heading>
        <Table.Root size="sm" aria-label="Absen yang diajukan">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Jenis</Table.ColumnHeader>
              <Table.ColumnHeader>Jam</Table.ColumnHeader>
              <Table.ColumnHeader>Keadaan</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {request.absen.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>{a.jenis === 'masuk' ? 'Masuk' : 'Pulang'}</Table.Cell>
                <Table.Cell>{time(a.waktu)}</Table.Cell>
                <Table.Cell>{a.deleted ? 'Dihapus' : a.is_active ? 'Aktif' : 'Ditahan selama pengajuan'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Box>
        <Heading as="h2" size="md" mb="2">
          Lampiran
        </Heading>
        <DeleteRequestAttachment
          requestId={id}
          files={request.files}
          canEdit={request.can_edit_files}
          onRecord={(file) => apply(() => recordDeleteRequestFile(transport, id, file))}
          onDestroy={(fileId) => apply(() => destroyDeleteRequestFile(transport, id, fileId))}
        />
      </Box>

      <Box>
        <Heading as="h2" size="md" mb="2">
          Riwayat
        </Heading>
        <Stack gap="1" as="ol" aria-label="Riwayat pengajuan">
          {request.approval.history.map((h) => (
            <Text as="li" key={h.id} fontSize="sm" listStyleType="none">
              {`${formatDate(h.created_at)} · ${h.action === 'create' ? 'Dibuat' : APPROVAL_ACTION_LABELS[h.action]} · ${h.actor_name ?? '-'}${h.note ? ` — ${h.note}` : ''}`}
            </Text>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
