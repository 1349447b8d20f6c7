import { useState } from 'react';
import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDate, MONTHS } from '@portal/domain';
import type { SkmdDetail } from '@portal/contracts';
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
  Stack,
  Text,
  useConfirm,
  useConfirmedDelete,
  ApprovalTimeline,
  ApprovalActions,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { LetterFiles } from '../../notadinas/public';
import {
  actOnSkmd,
  addSkmdFile,
  deleteSkmd,
  deleteSkmdFile,
  issueSkmd,
  SKMD_APPROVAL_EVENTS,
  useSkmdByToken,
} from '../api';
import { SkmdDetailForm } from '../components/SkmdDetailForm';

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

/**
 * /pegawai/skmd/:token and /skmd/:token: the letter, its detail (editable while Draft), attachments,
 * approval and, for HR once approved, the penerbitan that gives it its number.
 */
export default function SkmdDetailPage() {
  const { token = null } = useParams();
  const transport = useTransport();
  const confirm = useConfirm();
  const confirmDelete = useConfirmedDelete();
  const navigate = useNavigate();
  const detail = useSkmdByToken(token);
  const skmd = detail.data?.data;
  const [editing, setEditing] = useState(false);

  if (detail.error)
    return (
      <Text color="fg.error" data-testid="skmd-detail-error">
        {detail.error.message}
      </Text>
    );
  if (!token)
    return (
      <Text color="fg.error" data-testid="skmd-detail-error">
        SKMD tidak ditemukan
      </Text>
    );
  if (!skmd) return <LoadingState />;

  const changed = (next: SkmdDetail) => void detail.mutate({ data: next }, { revalidate: false });

  async function issue(current: SkmdDetail) {
    await confirm({
      title: 'Terbitkan SKMD ini?',
      message: 'SKMD diberi nomor dan tidak dapat diubah lagi.',
      confirmLabel: 'Terbitkan',
      onConfirm: async () => {
        try {
          const answer = await issueSkmd(transport, current.id);
          notify.success(answer.data.nomor ? `${answer.message}: ${answer.data.nomor}` : answer.message);
          changed(answer.data);
        } catch (error) {
          notifyError(error);
        }
      },
    });
  }

  async function remove(current: SkmdDetail) {
    const ok = await confirmDelete({
      title: 'Hapus SKMD ini?',
      message: 'Draft SKMD yang dihapus tidak dapat dikembalikan.',
      remove: () => deleteSkmd(transport, current.id),
    });
    if (ok) void navigate('/pegawai/skmd');
  }

  const info: [string, string][] = [
    ['Pegawai', `${skmd.pegawai_nama} (${skmd.pegawai_npp})`],
    ['Kantor', skmd.kantor_nama],
    ['Periode', `${MONTHS[skmd.bulan] ?? skmd.bulan} ${skmd.tahun}`],
    ['Uraian Tugas', skmd.skmd?.uraian_tugas ?? '-'],
    ['Tempat Tugas', skmd.skmd?.tempat_tugas ?? '-'],
    ['Nomor', skmd.nomor ?? 'Belum diterbitkan'],
    ['Diterbitkan', skmd.diterbitkan_at ? formatDate(skmd.diterbitkan_at) : '-'],
  ];
  const allowed = skmd.approval.allowed_actions.filter((a) => SKMD_APPROVAL_EVENTS[a] !== undefined);

  return (
    <Stack gap="4" data-testid="skmd-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            SKMD {skmd.pegawai_nama}
          </Heading>
          <ApprovalStatusBadge status={skmd.status} testId="letter-status" />
        </HStack>
        <HStack gap="2" wrap="wrap">
          {skmd.can_issue && !skmd.nomor ? (
            <Button size="sm" onClick={() => void issue(skmd)} data-testid="skmd-penerbitan">
              Terbitkan SKMD
            </Button>
          ) : null}
          {skmd.can_edit ? (
            <>
              <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="skmd-edit">
                Ubah Uraian
              </Button>
              <Button kind="danger" size="sm" onClick={() => void remove(skmd)} data-testid="skmd-delete">
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
              <Grid templateColumns="10rem 1fr" gap="2" as="dl">
                {info.map(([label, value]) => (
                  <Stack key={label} display="contents">
                    <Text as="dt" color="fg.muted" fontSize="sm">
                      {label}
                    </Text>
                    <Text
                      as="dd"
                      fontSize="sm"
                      whiteSpace="pre-wrap"
                      data-testid={label === 'Nomor' ? 'skmd-nomor' : undefined}
                    >
                      {value}
                    </Text>
                  </Stack>
                ))}
              </Grid>
            </Card.Body>
          </Card.Root>
          <Section title="Lampiran">
            <LetterFiles
              files={skmd.files}
              editable={skmd.can_edit}
              add={(file) => addSkmdFile(transport, skmd.id, file)}
              remove={(fileId) => deleteSkmdFile(transport, skmd.id, fileId)}
              onChanged={changed}
            />
          </Section>
          <ApprovalActions
            allowed={allowed}
            act={(action, note) => actOnSkmd(transport, skmd.id, action, note)}
            onChanged={changed}
            noun="SKMD"
            testIdPrefix="skmd"
          />
        </Stack>
        <Section title="Persetujuan">
          <ApprovalTimeline approval={skmd.approval} />
        </Section>
      </Grid>
      <FormDialog open={editing} title="Ubah Uraian SKMD" onClose={() => setEditing(false)} testId="skmd-edit-dialog">
        <SkmdDetailForm
          skmd={skmd}
          onCancel={() => setEditing(false)}
          onSaved={(answer) => {
            notify.success(answer.message);
            changed(answer.data);
            setEditing(false);
          }}
        />
      </FormDialog>
    </Stack>
  );
}
