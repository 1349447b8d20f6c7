import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { LinkInput, LinkRow } from '@portal/contracts';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  EmptyState,
  notify,
  type DataTableColumn,
  Badge,
  Button,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { createLink, linkRoute, useLinkList, type LinkListQuery } from '../api';
import { LinkFormDialog } from '../components/LinkFormDialog';

const columns: DataTableColumn<LinkRow>[] = [
  {
    key: 'judul',
    header: 'Judul',
    sortable: true,
    render: (row) => (
      <Stack gap="0.5">
        <Link asChild fontWeight="medium" colorPalette="brand">
          <RouterLink to={linkRoute(row.id)} data-testid={`link-row-${row.id}`}>
            {row.judul}
          </RouterLink>
        </Link>
        {row.keterangan ? (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {row.keterangan}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'url',
    header: 'Tautan',
    render: (row) =>
      row.url ? (
        <Link href={row.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" fontSize="sm">
          Buka tautan
        </Link>
      ) : (
        '-'
      ),
  },
  {
    key: 'files_count',
    header: 'Dokumen',
    sortable: true,
    align: 'center',
    render: (row) => (row.files_count > 0 ? <Badge variant="subtle">{row.files_count} file</Badge> : '-'),
  },
  { key: 'uploaded_by_name', header: 'Diunggah oleh', sortable: true, render: (row) => row.uploaded_by_name ?? '-' },
  { key: 'created_at', header: 'Tanggal', sortable: true, render: (row) => formatDate(row.created_at) },
];

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<LinkListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /message/link: the shared board of links and documents (role 10, not 8). */
export default function LinkListPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<LinkListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useLinkList(query);
  const [adding, setAdding] = useState(false);

  async function create(input: LinkInput) {
    const answer = await createLink(transport, input);
    notify.success(answer.message);
    setAdding(false);
    void list.mutate();
    // Files are attached on the link's own page, where its upload path exists.
    void navigate(linkRoute(answer.data.id));
  }

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)} data-testid="link-add">
      Tambah Link
    </Button>
  );
  const boardIsEmpty = list.data !== undefined && list.data.total === 0 && !query.search;

  return (
    <Stack gap="4" data-testid="link-list-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Tautan &amp; Dokumen
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Tautan dan dokumen bersama untuk seluruh pegawai.
          </Text>
        </Stack>
        {boardIsEmpty ? null : addButton}
      </HStack>
      {boardIsEmpty ? (
        <EmptyState
          title="Belum ada tautan atau dokumen"
          description="Bagikan pedoman, formulir atau tautan penting kepada seluruh pegawai."
          action={addButton}
        />
      ) : (
        <DataTable<LinkRow>
          search={query.search}
          caption="Daftar tautan dan dokumen"
          columns={columns}
          {...listTableProps(list)}
          numbered
          searchPlaceholder="Cari judul atau keterangan..."
          emptyText="Tidak ada tautan yang cocok dengan pencarian"
          {...tableQueryHandlers(setQuery)}
        />
      )}
      <LinkFormDialog
        open={adding}
        title="Tambah Link"
        submitLabel="Simpan"
        onSubmit={create}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
