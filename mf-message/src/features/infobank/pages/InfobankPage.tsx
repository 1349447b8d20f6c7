import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { InfobankInput, InfobankRow } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  HStack,
  Heading,
  Separator,
  Stack,
  Text,
  listTableProps,
  notify,
  tableQueryHandlers,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  createInfobank,
  deleteInfobank,
  toInfobankFormValues,
  updateInfobank,
  useInfobankList,
  validityOf,
  type InfobankListQuery,
} from '../api';
import { ChannelPostsPanel } from '../components/ChannelPostsPanel';
import { InfobankAttachments } from '../components/InfobankAttachments';
import { InfobankFormDialog } from '../components/InfobankFormDialog';

const QUERY_SCHEMA: UrlQuerySchema<InfobankListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /message/infobank (7): the announcements shown on the home page while valid, and the public channel. */
export default function InfobankPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<InfobankListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useInfobankList(query);
  const [editing, setEditing] = useState<InfobankRow | 'new' | null>(null);

  async function save(input: InfobankInput) {
    const answer =
      editing && editing !== 'new'
        ? await updateInfobank(transport, editing.id, input)
        : await createInfobank(transport, input);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  }

  async function remove(row: InfobankRow) {
    const confirmed = await confirmDelete({
      title: 'Hapus pengumuman?',
      message: `"${row.judul}" dan lampirannya akan dihapus dan tidak tampil lagi di beranda.`,
      remove: () => deleteInfobank(transport, row.id),
    });
    if (confirmed) void list.mutate();
  }

  const columns: DataTableColumn<InfobankRow>[] = [
    {
      key: 'judul',
      header: 'Judul',
      sortable: true,
      render: (row) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{row.judul}</Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {row.isi}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'valid_from',
      header: 'Masa berlaku',
      sortable: true,
      render: (row) => (
        <Stack gap="1">
          <Text fontSize="sm" whiteSpace="nowrap">
            {formatDate(row.valid_from)} – {row.valid_until ? formatDate(row.valid_until) : 'tanpa batas'}
          </Text>
          <Badge colorPalette={validityOf(row).palette} variant="subtle" w="fit-content">
            {validityOf(row).label}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'attachments',
      header: 'Lampiran',
      render: (row) => <InfobankAttachments infobankId={row.id} attachments={row.attachments} />,
    },
    { key: 'created_by_name', header: 'Dibuat oleh', render: (row) => row.created_by_name ?? '-' },
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

  return (
    <Stack gap="6" data-testid="infobank-page">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="xl">
              Info Bank
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Pengumuman tampil di beranda seluruh pegawai selama masa berlakunya.
            </Text>
          </Stack>
          <Button size="sm" onClick={() => setEditing('new')} data-testid="infobank-add">
            Tambah Pengumuman
          </Button>
        </HStack>
        <DataTable<InfobankRow>
          search={query.search}
          caption="Daftar pengumuman"
          columns={columns}
          {...listTableProps(list)}
          numbered
          searchPlaceholder="Cari judul atau isi..."
          emptyText="Belum ada pengumuman"
          {...tableQueryHandlers(setQuery)}
        />
      </Stack>
      <Separator />
      <ChannelPostsPanel />
      <InfobankFormDialog
        key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
        open={editing !== null}
        title={editing === 'new' ? 'Tambah Pengumuman' : 'Ubah Pengumuman'}
        initialValues={editing && editing !== 'new' ? toInfobankFormValues(editing) : undefined}
        attached={editing && editing !== 'new' ? editing.attachments : []}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
