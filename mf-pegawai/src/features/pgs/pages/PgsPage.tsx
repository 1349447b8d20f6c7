import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { PgsInput, PgsRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Badge,
  Button,
  type DataTableColumn,
  Link,
  notify,
  notifyError,
  OptionSelect,
  PageHeader,
  Stack,
  tableQueryHandlers,
  useConfirm,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import {
  deletePgs,
  EMPTY_PGS_FORM,
  pgsFormValues,
  pgsGrade,
  pgsPeriod,
  savePgs,
  usePgsList,
  type PgsListQuery,
} from '../api';
import { PgsFormDialog } from '../components/PgsFormDialog';

const SCHEMA: UrlQuerySchema<PgsListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  is_active: 'boolean',
};

const ACTIVE_OPTIONS = [
  { id: 'true', nama: 'Sedang menjabat' },
  { id: 'false', nama: 'Di luar periode' },
];

type Editing = { mode: 'create' } | { mode: 'edit'; row: PgsRow } | null;

/** /pegawai/pgs (63, not 8, full width): acting officials with their period, search, filter, add, change, delete. */
export default function PgsPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<PgsListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = usePgsList(query);
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (input: PgsInput) => {
    notify.success((await savePgs(transport, input, editing?.mode === 'edit' ? editing.row.id : undefined)).message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: PgsRow) => {
    const message = `Penugasan ${row.pegawai.nama} sebagai PGS ${row.jabatan.nama} akan dihapus.`;
    if (!(await confirm({ title: 'Hapus PGS?', message, destructive: true }))) return;
    try {
      notify.success((await deletePgs(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: DataTableColumn<PgsRow>[] = [
    {
      key: 'nama',
      header: 'Pejabat Pengganti',
      sortable: true,
      render: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`/pegawai/pgs/show/${r.id}`}>{r.pegawai.nama}</RouterLink>
        </Link>
      ),
    },
    { key: 'jabatan', header: 'Jabatan', sortable: true, render: (r) => r.jabatan.nama },
    { key: 'label', header: 'Label', render: (r) => r.label ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.kantor?.nama ?? '-' },
    { key: 'grade', header: 'Grade', render: (r) => pgsGrade(r) },
    { key: 'start_date', header: 'Periode', sortable: true, render: (r) => pgsPeriod(r) },
    {
      key: 'is_active',
      header: 'Status',
      render: (r) =>
        r.is_active ? <Badge colorPalette="green">Sedang menjabat</Badge> : <Badge colorPalette="gray">Selesai</Badge>,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah PGS ${r.pegawai.nama}`}
          deleteLabel={`Hapus PGS ${r.pegawai.nama}`}
          onEdit={() => setEditing({ mode: 'edit', row: r })}
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Pejabat Pengganti Sementara" size="xl">
        <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="pgs-add">
          Tambah PGS
        </Button>
      </PageHeader>
      <RegisterTable<PgsRow>
        list={list}
        search={query.search}
        caption="Daftar pejabat pengganti sementara"
        columns={columns}
        searchPlaceholder="Cari nama, NPP atau jabatan..."
        emptyText="Belum ada PGS"
        toolbar={
          <OptionSelect
            aria-label="Status PGS"
            size="sm"
            width="48"
            placeholder="Semua status"
            options={ACTIVE_OPTIONS}
            value={query.is_active === undefined ? '' : String(query.is_active)}
            onChange={(e) =>
              setQuery((q) => ({
                ...q,
                is_active: e.target.value === '' ? undefined : e.target.value === 'true',
                page: DEFAULT_PAGE,
              }))
            }
          />
        }
        {...tableQueryHandlers(setQuery)}
      />
      {editing ? (
        <PgsFormDialog
          open
          title={editing.mode === 'edit' ? 'Ubah PGS' : 'Tambah PGS'}
          initialValues={editing.mode === 'edit' ? pgsFormValues(editing.row) : EMPTY_PGS_FORM}
          pegawaiNama={editing.mode === 'edit' ? editing.row.pegawai.nama : undefined}
          pangkatId={editing.mode === 'edit' ? editing.row.pangkat_id : null}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
