import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { NotadinasMutationAnswer, NotadinasRow } from '@portal/contracts';
import {
  ApprovalStatusCell,
  ApprovalStatusFilter,
  FilterSwitch,
  PendingCountBadge,
  detailLinkColumn,
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  Stack,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { useNotadinasList, type NotadinasListQuery } from '../api';
import { NotadinasForm } from '../components/NotadinasForm';

/** Spec §4: a new memo is a Draft until its author requests approval. */
export const NOTADINAS_DRAFT_WARNING = 'Cek kembali sebelum Request Approval, statusnya Draft';

const columns: DataTableColumn<NotadinasRow>[] = [
  {
    key: 'nomor',
    header: 'Nomor / Tanggal',
    render: (r) => (
      <Stack gap="0">
        <Text data-testid="notadinas-nomor">{r.nomor ?? 'Belum bernomor'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDate(r.tanggal)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'perihal',
    header: 'Perihal',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.perihal}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.surat_nama}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'pegawai_nama',
    header: 'Dari',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.kantor_nama}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <ApprovalStatusCell status={r.status} testId="letter-status" isMyTurn={r.is_myturn} />,
  },
  detailLinkColumn((r) => `/pegawai/notadinas/${r.token}`),
];

const QUERY_SCHEMA: UrlQuerySchema<NotadinasListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  status: 'string',
  is_myturn: 'number',
};

/** /pegawai/notadinas (10, not 8/52): own memos, memos to decide (HR: all); filters in the address. */
export default function NotadinasIndexPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<NotadinasListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useNotadinasList(query);
  const [creating, setCreating] = useState(false);
  const filter = (patch: Partial<NotadinasListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const filtered = Boolean(query.search || query.status || query.is_myturn);

  function created(answer: NotadinasMutationAnswer) {
    setCreating(false);
    notify.success(answer.message);
    notify.warning(NOTADINAS_DRAFT_WARNING, { title: 'Warning!', duration: 5000, progress: true });
    void list.mutate();
    void navigate(`/pegawai/notadinas/${answer.data.token}`);
  }

  return (
    <Stack gap="4" data-testid="notadinas-index-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Daftar Nota Dinas
          </Heading>
          <PendingCountBadge count={list.data?.unapproved} testId="notadinas-unapproved" />
        </HStack>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="notadinas-add">
          Buat Nota Dinas
        </Button>
      </HStack>
      <DataTable<NotadinasRow>
        caption="Daftar Nota Dinas"
        columns={columns}
        {...listTableProps(list)}
        searchPlaceholder="Cari perihal, nomor atau nama pembuat"
        emptyText={filtered ? 'Tidak ada nota dinas yang cocok dengan filter' : 'Belum ada nota dinas'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <ApprovalStatusFilter value={query.status} onChange={(status) => filter({ status })} />
            <FilterSwitch
              label="Giliran saya"
              checked={Boolean(query.is_myturn)}
              onCheckedChange={(checked) => filter({ is_myturn: checked ? 1 : 0 })}
              testId="notadinas-filter-is_myturn"
            />
          </HStack>
        }
      />
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        size="lg"
        title="Buat Nota Dinas"
        testId="notadinas-create-dialog"
      >
        <NotadinasForm onSaved={created} onCancel={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
