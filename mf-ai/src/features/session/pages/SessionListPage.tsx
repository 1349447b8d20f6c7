/**
 * /ai/session (spec §2; 9, 64 or 57): the user's own chat sessions (nobody sees another's), opened in
 * the chat, renamed or deleted here.
 */
import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { AiSessionRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  Button,
  DataTable,
  Heading,
  HStack,
  Link,
  Stack,
  listTableProps,
  notify,
  tableQueryHandlers,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog, FormField, FormActions, submitToApi } from '@portal/design-system/forms';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { chatRouteOf, deleteSession, renameSession } from '../../chat/public';
import { useSessionList, type SessionListQuery } from '../api';

const QUERY_SCHEMA: UrlQuerySchema<SessionListQuery> = { page: 'number', per_page: 'number', search: 'string' };
const renameSchema = yup.object({ judul: yup.string().trim().required('Judul sesi wajib diisi').max(200) });

export default function SessionListPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<SessionListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useSessionList(query);
  const [renaming, setRenaming] = useState<AiSessionRow | null>(null);

  async function remove(row: AiSessionRow) {
    const ok = await confirmDelete({
      title: 'Hapus sesi chat?',
      message: `${row.judul} dan seluruh riwayat pesannya dihapus.`,
      remove: () => deleteSession(transport, row.id),
    });
    if (ok) void list.mutate();
  }

  const columns: DataTableColumn<AiSessionRow>[] = [
    {
      key: 'judul',
      header: 'Judul',
      render: (row) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={chatRouteOf(row.id)} data-testid={`ai-session-open-${row.id}`}>
            {row.judul}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'agent_nama', header: 'Agen', render: (row) => row.agent_nama },
    { key: 'messages_count', header: 'Pesan', align: 'center', render: (row) => String(row.messages_count) },
    { key: 'updated_at', header: 'Terakhir', render: (row) => formatDate(row.updated_at) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) => (
        <HStack gap="1">
          <Button size="xs" kind="secondary" onClick={() => setRenaming(row)}>
            Ganti nama
          </Button>
          <Button size="xs" kind="danger" onClick={() => void remove(row)}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="ai-session-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Sesi Chat AI
        </Heading>
        <Button asChild size="sm">
          <RouterLink to="/ai/chat">Buka Chat</RouterLink>
        </Button>
      </HStack>
      <DataTable<AiSessionRow>
        search={query.search}
        caption="Sesi chat AI Anda"
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari judul sesi..."
        emptyText="Belum ada sesi chat"
        {...tableQueryHandlers(setQuery)}
      />
      <FormDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title="Ganti Nama Sesi"
        testId="ai-session-rename"
      >
        <Formik<{ judul: string }>
          initialValues={{ judul: renaming?.judul ?? '' }}
          validationSchema={renameSchema}
          onSubmit={async (values, helpers) => {
            if (!renaming) return;
            const ok = await submitToApi(helpers, async () => {
              notify.success((await renameSession(transport, renaming.id, values.judul.trim())).message);
            });
            if (ok) {
              setRenaming(null);
              void list.mutate();
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="judul" label="Judul" required />
                <FormActions onCancel={() => setRenaming(null)} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
