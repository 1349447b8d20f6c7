import { useState } from 'react';
import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { PerawatanNotaDetail, PerawatanNotaInput } from '@portal/contracts';
import { formatDate, formatRupiah } from '@portal/domain';
import {
  ApprovalActions,
  ApprovalStatusBadge,
  ApprovalTimeline,
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  LoadingState,
  notify,
  Stack,
  useConfirmedDelete,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { actOnNota, deleteNota, notaFormValues, saveNota, useNotaByToken, usePerawatanConfig } from '../api';
import { NotaFiles } from '../components/NotaFiles';
import { PerawatanForm } from '../components/PerawatanForm';
import { DetailList } from '../../../shared/DetailList';

/**
 * /pegawai/perawatan/:token (1 or 57): one care claim — employee, type, place, bill, amount (for glasses
 * the ceiling of the grade and the entitled period) — with its approval route, history and the actions
 * the server allows the viewer now; whoever registered a Draft changes or deletes it and adds or removes
 * its bill scans, which everyone who opens the claim sees.
 */
export default function PerawatanDetailPage() {
  const { token } = useParams();
  const transport = useTransport();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const { data, error, isLoading, mutate } = useNotaByToken(token);
  const config = usePerawatanConfig();
  const [editing, setEditing] = useState(false);
  const nota = data?.data;

  if (isLoading) return <LoadingState />;
  if (error || !nota) return <EmptyState title={error?.message ?? 'Data perawatan tidak ditemukan'} />;

  const changed = (next: PerawatanNotaDetail) => void mutate({ data: next }, { revalidate: false });
  const save = async (input: PerawatanNotaInput) => {
    const answer = await saveNota(transport, input, nota.id);
    notify.success(answer.message);
    setEditing(false);
    changed(answer.data);
  };
  const remove = async () => {
    const deleted = await confirmDelete({
      title: 'Hapus klaim perawatan?',
      message: `Klaim ${nota.jenis.nama} ${nota.pegawai.nama} (${formatDate(nota.tanggal)}) akan dihapus.`,
      remove: () => deleteNota(transport, nota.id),
    });
    if (deleted) void navigate('/pegawai/perawatan');
  };

  const items: [string, string][] = [
    ['Pegawai', `${nota.pegawai.nama}${nota.pegawai.npp ? ` (${nota.pegawai.npp})` : ''}`],
    ['Kantor', nota.pegawai.kantor?.nama ?? '-'],
    ['Jenis Perawatan', nota.jenis.nama],
    ['Tempat', nota.rs_tempat ? `${nota.rs_tempat.nama} (${nota.rs_tempat.golongan_nama})` : '-'],
    ['Tanggal Nota', formatDate(nota.tanggal)],
    ['Nomor Nota', nota.nomor_nota ?? '-'],
    ['Nominal', formatRupiah(nota.nominal)],
    ...(nota.jenis.is_kaca_mata
      ? ([
          ['Plafon Kacamata', formatRupiah(nota.plafon)],
          [
            'Periode Hak',
            nota.kaca_mata_periode === null ? '-' : `${nota.kaca_mata_periode} - ${nota.kaca_mata_periode + 1}`,
          ],
        ] as [string, string][])
      : []),
    ['Keterangan', nota.keterangan ?? '-'],
    ['Didaftarkan oleh', nota.registered_by],
  ];

  return (
    <Stack gap="5" data-testid="perawatan-detail-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">{`Perawatan ${nota.pegawai.nama}`}</Heading>
        <HStack>
          <ApprovalStatusBadge status={nota.status} testId="perawatan-detail-status" />
        </HStack>
      </Stack>
      <DetailList items={items} size="sm" />
      {nota.can_edit || nota.can_delete ? (
        <HStack gap="2">
          {nota.can_edit ? (
            <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="perawatan-edit">
              Ubah
            </Button>
          ) : null}
          {nota.can_delete ? (
            <Button kind="danger" size="sm" onClick={() => void remove()} data-testid="perawatan-delete">
              Hapus
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <Box>
        <Heading as="h2" size="md" mb="2">
          Scan Nota
        </Heading>
        <NotaFiles notaId={nota.id} canChange={nota.can_edit} />
      </Box>
      <ApprovalActions
        allowed={nota.approval.allowed_actions}
        act={(action, note) => actOnNota(transport, nota.id, action, note)}
        onChanged={changed}
        noun="klaim perawatan"
        testIdPrefix="perawatan"
      />
      <Box>
        <Heading as="h2" size="md" mb="2">
          Alur Persetujuan
        </Heading>
        <ApprovalTimeline approval={nota.approval} historyTestId="perawatan-history" />
      </Box>
      <FormDialog open={editing} onClose={() => setEditing(false)} size="lg" title="Ubah Perawatan">
        {config.data ? (
          <PerawatanForm
            initialValues={notaFormValues(nota)}
            config={config.data.data}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <LoadingState />
        )}
      </FormDialog>
    </Stack>
  );
}
