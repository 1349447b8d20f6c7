import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { LinkDetail, LinkInput } from '@portal/contracts';
import {
  EmptyState,
  LoadingState,
  notify,
  useConfirmedDelete,
  Box,
  Button,
  Heading,
  HStack,
  Link,
  Separator,
  Stack,
  Text,
} from '@portal/design-system';
import {
  LINK_LIST_ROUTE,
  deleteLink,
  linkFilePath,
  recordLinkFiles,
  toLinkFormValues,
  updateLink,
  useLink,
} from '../api';
import { FileUploadList } from '../components/FileUploadList';
import { LinkFiles } from '../components/LinkFiles';
import { LinkFormDialog } from '../components/LinkFormDialog';

/** /message/link/:id: one link, its documents (open, upload, delete) and, for its owner, edit and delete. */
export default function LinkDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const shown = useLink(validId);
  const [editing, setEditing] = useState(false);
  const link = shown.data?.data;
  const { mutate } = shown;
  const refresh = useCallback(() => void mutate(), [mutate]);

  if (validId === null || (shown.error && shown.error.status === 404)) {
    return (
      <EmptyState
        title="Link tidak ditemukan"
        description="Link mungkin sudah dihapus."
        action={
          <Button kind="secondary" asChild size="sm">
            <RouterLink to={LINK_LIST_ROUTE}>Kembali ke daftar</RouterLink>
          </Button>
        }
      />
    );
  }
  if (shown.error) return <Text color="fg.error">{shown.error.message}</Text>;
  if (!link) return <LoadingState />;

  async function save(input: LinkInput) {
    const answer = await updateLink(transport, validId as number, input);
    notify.success(answer.message);
    setEditing(false);
    await mutate({ data: answer.data }, { revalidate: false });
  }

  async function remove(current: LinkDetail) {
    const confirmed = await confirmDelete({
      title: 'Hapus link?',
      message: `"${current.judul}" dan ${current.files.length} dokumennya akan dihapus.`,
      remove: () => deleteLink(transport, current.id),
    });
    if (confirmed) void navigate(LINK_LIST_ROUTE);
  }

  return (
    <Stack gap="5" data-testid="link-detail-page">
      <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={LINK_LIST_ROUTE}>← Kembali ke daftar</RouterLink>
      </Link>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="link-title">
            {link.judul}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Dibuat oleh {link.uploaded_by_name ?? '-'} pada {formatDate(link.created_at, { time: true })}
            {link.updated_at !== link.created_at ? ` · diperbarui ${formatDate(link.updated_at, { time: true })}` : ''}
          </Text>
        </Stack>
        {link.can_edit ? (
          <HStack gap="2">
            <Button kind="secondary" size="sm" onClick={() => setEditing(true)} data-testid="link-edit">
              Ubah
            </Button>
            <Button kind="danger" size="sm" onClick={() => void remove(link)} data-testid="link-delete">
              Hapus
            </Button>
          </HStack>
        ) : null}
      </HStack>

      <Stack gap="2">
        {link.url ? (
          <Link
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="brand"
            wordBreak="break-all"
            data-testid="link-url"
          >
            {link.url}
          </Link>
        ) : null}
        {link.keterangan ? (
          <Text whiteSpace="pre-wrap">{link.keterangan}</Text>
        ) : (
          <Text color="fg.muted">Tanpa keterangan.</Text>
        )}
      </Stack>

      <Separator />
      <Heading as="h2" size="md">
        Dokumen
      </Heading>
      <LinkFiles link={link} onChanged={refresh} />
      {link.can_edit ? (
        <Box>
          <Text fontWeight="medium" mb="2">
            Unggah dokumen
          </Text>
          <FileUploadList
            pathFor={(name) => linkFilePath(link.id, name)}
            onRecord={(file) => recordLinkFiles(transport, link.id, [file])}
            onUploaded={refresh}
          />
        </Box>
      ) : null}

      <LinkFormDialog
        open={editing}
        title="Ubah Link"
        initialValues={toLinkFormValues(link)}
        onSubmit={save}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
