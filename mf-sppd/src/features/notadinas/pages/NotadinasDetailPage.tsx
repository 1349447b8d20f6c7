import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { NotadinasDetail } from '@portal/contracts';
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
  ApprovalActions,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import {
  actOnNotadinas,
  addNotadinasFile,
  deleteNotadinas,
  deleteNotadinasFile,
  fetchNotadinasPdf,
  useNotadinasByToken,
} from '../api';
import { LetterFiles } from '../components/LetterFiles';
import { NotadinasForm } from '../components/NotadinasForm';

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
 * /pegawai/notadinas/:token, /pegawai/notadinas/show?token=… and /notadinas/:token: the memo, its
 * recipients, attachments, approval history and the actions the server allows the viewer; the
 * printable PDF once approved.
 */
export default function NotadinasDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? null;
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const navigate = useNavigate();
  const detail = useNotadinasByToken(token);
  const memo = detail.data?.data;
  const [editing, setEditing] = useState(false);
  const [printing, setPrinting] = useState(false);

  if (!token)
    return (
      <Text color="fg.error" data-testid="notadinas-detail-error">
        Nota dinas tidak ditemukan
      </Text>
    );
  if (detail.error)
    return (
      <Text color="fg.error" data-testid="notadinas-detail-error">
        {detail.error.message}
      </Text>
    );
  if (!memo) return <LoadingState />;

  const changed = (next: NotadinasDetail) => void detail.mutate({ data: next }, { revalidate: false });

  async function print(current: NotadinasDetail) {
    setPrinting(true);
    try {
      const blob = await fetchNotadinasPdf(transport, current.id);
      const fileName = `${(current.nomor ?? `nota-dinas-${current.id}`).replaceAll('/', '-')}.pdf`;
      showFile({ blob, fileName, contentType: 'application/pdf' });
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  }

  async function remove(current: NotadinasDetail) {
    const ok = await confirmDelete({
      title: 'Hapus nota dinas ini?',
      message: 'Draft nota dinas yang dihapus tidak dapat dikembalikan.',
      remove: () => deleteNotadinas(transport, current.id),
    });
    if (ok) void navigate('/pegawai/notadinas');
  }

  const info: [string, string][] = [
    ['Nomor', memo.nomor ?? 'Belum bernomor (diberikan saat disetujui)'],
    ['Jenis Surat', memo.surat_nama],
    ['Tanggal', formatDate(memo.tanggal)],
    ['Dari', memo.pegawai_nama],
    ['Kantor', memo.kantor_nama],
    ['Kepada', memo.kepada.map((k) => k.nama).join(', ') || '-'],
  ];

  return (
    <Stack gap="4" data-testid="notadinas-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {memo.perihal}
          </Heading>
          <ApprovalStatusBadge status={memo.status} testId="letter-status" />
        </HStack>
        <HStack gap="2" wrap="wrap">
          {memo.status === 'disetujui' ? (
            <Button
              kind="secondary"
              size="sm"
              loading={printing}
              onClick={() => void print(memo)}
              data-testid="notadinas-pdf"
            >
              Cetak PDF
            </Button>
          ) : null}
          {memo.can_edit ? (
            <>
              <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="notadinas-edit">
                Ubah Draft
              </Button>
              <Button kind="danger" size="sm" onClick={() => void remove(memo)} data-testid="notadinas-delete">
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
                    <Text as="dd" fontSize="sm" data-testid={label === 'Nomor' ? 'notadinas-detail-nomor' : undefined}>
                      {value}
                    </Text>
                  </Stack>
                ))}
              </Grid>
              <Text mt="4" whiteSpace="pre-wrap" data-testid="notadinas-isi-text">
                {memo.isi}
              </Text>
            </Card.Body>
          </Card.Root>
          <Section title="Lampiran">
            <LetterFiles
              files={memo.files}
              editable={memo.can_edit}
              add={(file) => addNotadinasFile(transport, memo.id, file)}
              remove={(fileId) => deleteNotadinasFile(transport, memo.id, fileId)}
              onChanged={changed}
            />
          </Section>
          <ApprovalActions
            allowed={memo.approval.allowed_actions}
            act={(action, note) => actOnNotadinas(transport, memo.id, action, note)}
            onChanged={changed}
            noun="nota dinas"
            testIdPrefix="notadinas"
          />
        </Stack>
        <Section title="Persetujuan">
          <ApprovalTimeline approval={memo.approval} />
        </Section>
      </Grid>
      <FormDialog
        open={editing}
        title="Ubah Nota Dinas"
        onClose={() => setEditing(false)}
        size="lg"
        testId="notadinas-edit-dialog"
      >
        <NotadinasForm
          memo={memo}
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
