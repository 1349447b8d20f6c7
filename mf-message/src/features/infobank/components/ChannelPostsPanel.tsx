import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, formatDate } from '@portal/domain';
import type { ChannelPostInput, ChannelPostRow } from '@portal/contracts';
import {
  DataTable,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
  Button,
  listTableProps,
  notify,
  useConfirmedDelete,
  type DataTableColumn,
} from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import {
  channelPostSchema,
  createChannelPost,
  deleteChannelPost,
  updateChannelPost,
  useChannelPosts,
  type ChannelPostFormValues,
} from '../api';

const PER_PAGE = 5;

/** The public channel's posts on the info board page: the info admins add, change and delete them. */
export function ChannelPostsPanel() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [search, setSearch] = useState('');
  const list = useChannelPosts({ page, per_page: PER_PAGE, ...(search ? { search } : {}) });
  const [editing, setEditing] = useState<ChannelPostRow | 'new' | null>(null);

  async function save(input: ChannelPostInput) {
    const answer =
      editing && editing !== 'new'
        ? await updateChannelPost(transport, editing.id, input)
        : await createChannelPost(transport, input);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  }

  async function remove(row: ChannelPostRow) {
    const confirmed = await confirmDelete({
      title: 'Hapus informasi kanal?',
      message: `"${row.judul}" akan dihapus dari kanal publik.`,
      remove: () => deleteChannelPost(transport, row.id),
    });
    if (confirmed) void list.mutate();
  }

  const columns: DataTableColumn<ChannelPostRow>[] = [
    {
      key: 'judul',
      header: 'Informasi',
      render: (row) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{row.judul}</Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {row.isi}
          </Text>
        </Stack>
      ),
    },
    { key: 'created_by_name', header: 'Ditulis oleh', render: (row) => row.created_by_name ?? '-' },
    { key: 'created_at', header: 'Tanggal', render: (row) => formatDate(row.created_at) },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'end',
      render: (row) => (
        <HStack justify="flex-end" gap="2">
          <Button kind="secondary" size="xs" onClick={() => setEditing(row)} aria-label={`Ubah ${row.judul}`}>
            Ubah
          </Button>
          <Button kind="danger" size="xs" onClick={() => void remove(row)} aria-label={`Hapus ${row.judul}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  const initial: ChannelPostFormValues =
    editing && editing !== 'new' ? { judul: editing.judul, isi: editing.isi } : { judul: '', isi: '' };

  return (
    <Stack gap="3" data-testid="channel-posts-panel">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0.5">
          <Heading as="h2" size="md">
            Kanal Publik
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Informasi singkat yang dibaca seluruh pengguna di halaman beranda.
          </Text>
        </Stack>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="channel-add">
          Tambah Informasi
        </Button>
      </HStack>
      <DataTable<ChannelPostRow>
        caption="Daftar informasi kanal publik"
        columns={columns}
        {...listTableProps(list)}
        search={search}
        searchPlaceholder="Cari judul atau isi..."
        emptyText="Belum ada informasi di kanal publik"
        onSearch={(value) => {
          setSearch(value);
          setPage(DEFAULT_PAGE);
        }}
        onPageChange={setPage}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Tambah Informasi Kanal' : 'Ubah Informasi Kanal'}
        testId="channel-form-dialog"
      >
        <Formik<ChannelPostFormValues>
          key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
          initialValues={initial}
          validationSchema={channelPostSchema}
          onSubmit={async (values, helpers) => {
            await submitToApi(helpers, () => save({ judul: values.judul.trim(), isi: values.isi.trim() }));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="judul" label="Judul" required />
                <FormField<string> name="isi" label="Isi" required>
                  {({ field }) => <Textarea {...field} rows={4} aria-required />}
                </FormField>
                <FormActions
                  onCancel={() => setEditing(null)}
                  isSubmitting={isSubmitting}
                  submitTestId="channel-form-submit"
                />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
