import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { TaskInput, TaskRow } from '@portal/contracts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  Link,
  listTableProps,
  notify,
  notifyError,
  OptionSelect,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  useConfirm,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  deleteTask,
  EMPTY_TASK_FORM,
  saveTask,
  TASK_CALENDAR_ROUTE,
  taskShowRoute,
  useTaskList,
  useTaskOptions,
  useTaskStatuses,
  type TaskListQuery,
} from '../api';
import { TaskFormDialog } from '../components/TaskFormDialog';
import { TaskStatusBadge } from '../components/TaskStatusBadge';

/** The list's page, search, filters and sort live in the address: back returns to the same list. */
const QUERY_SCHEMA: UrlQuerySchema<TaskListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  kantor_id: 'number',
  pegawai_id: 'number',
  status_id: 'number',
};

const columns = (onDelete: (row: TaskRow) => void): DataTableColumn<TaskRow>[] => [
  {
    key: 'nama',
    header: 'Tugas',
    sortable: true,
    render: (row) => (
      <Stack gap="0.5">
        <Link asChild fontWeight="medium" colorPalette="brand">
          <RouterLink to={taskShowRoute(row.id)} data-testid={`task-row-${row.id}`}>
            {row.nama}
          </RouterLink>
        </Link>
        {row.parent ? (
          <Text fontSize="xs" color="fg.muted">
            Sub-tugas dari {row.parent.nama}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'pegawai', header: 'Pegawai', render: (row) => row.pegawai.nama },
  { key: 'kantor', header: 'Kantor', render: (row) => row.kantor.nama },
  { key: 'status', header: 'Status', sortable: true, render: (row) => <TaskStatusBadge status={row.status} /> },
  { key: 'batas_tanggal', header: 'Batas Tanggal', sortable: true, render: (row) => formatDate(row.batas_tanggal) },
  { key: 'child_count', header: 'Sub-tugas', align: 'center', render: (row) => row.child_count || '-' },
  {
    key: 'aksi',
    header: 'Aksi',
    render: (row) => (
      <Button size="xs" kind="danger" onClick={() => onDelete(row)} aria-label={`Hapus tugas ${row.nama}`}>
        Hapus
      </Button>
    ),
  },
];

/** /task: every task (role 63), filtered by office, employee and state, with adding and deleting. */
export default function TaskListPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<TaskListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useTaskList(query);
  const kantor = useTaskOptions('kantor');
  const pegawai = useTaskOptions('pegawai');
  const statuses = useTaskStatuses();
  const [adding, setAdding] = useState(false);
  const setFilter = (patch: Partial<TaskListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const numberOf = (value: string) => (value === '' ? undefined : Number(value));

  const create = async (input: TaskInput) => {
    const answer = await saveTask(transport, input);
    notify.success(answer.message);
    setAdding(false);
    void list.mutate();
  };

  const remove = async (row: TaskRow) => {
    const message =
      row.child_count > 0
        ? `Tugas "${row.nama}" akan dihapus beserta ${row.child_count} sub-tugasnya dan seluruh riwayatnya.`
        : `Tugas "${row.nama}" akan dihapus beserta riwayatnya.`;
    if (!(await confirm({ title: 'Hapus tugas?', message, destructive: true }))) return;
    try {
      notify.success((await deleteTask(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4" data-testid="task-list-page">
      <PageHeader title="Daftar Tugas" size="xl" description="Tugas dan sub-tugas pegawai beserta statusnya.">
        <HStack gap="2">
          <Button size="sm" kind="secondary" asChild>
            <RouterLink to={TASK_CALENDAR_ROUTE}>Kalender</RouterLink>
          </Button>
          <Button size="sm" onClick={() => setAdding(true)} data-testid="task-add">
            Tambah Tugas
          </Button>
        </HStack>
      </PageHeader>
      <DataTable<TaskRow>
        search={query.search}
        caption="Daftar tugas"
        columns={columns((row) => void remove(row))}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari nama tugas..."
        emptyText="Tidak ada tugas yang cocok"
        toolbar={
          <HStack gap="2" wrap="wrap">
            <OptionSelect
              aria-label="Filter kantor"
              size="sm"
              width="56"
              placeholder="Semua kantor"
              options={kantor}
              value={query.kantor_id ?? ''}
              onChange={(e) => setFilter({ kantor_id: numberOf(e.target.value) })}
            />
            <OptionSelect
              aria-label="Filter pegawai"
              size="sm"
              width="56"
              placeholder="Semua pegawai"
              options={pegawai}
              value={query.pegawai_id ?? ''}
              onChange={(e) => setFilter({ pegawai_id: numberOf(e.target.value) })}
            />
            <OptionSelect
              aria-label="Filter status"
              size="sm"
              width="44"
              placeholder="Semua status"
              options={statuses}
              value={query.status_id ?? ''}
              onChange={(e) => setFilter({ status_id: numberOf(e.target.value) })}
            />
          </HStack>
        }
        {...tableQueryHandlers(setQuery)}
      />
      {adding ? (
        <TaskFormDialog
          open
          title="Tambah Tugas"
          initialValues={EMPTY_TASK_FORM}
          onSubmit={create}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
