import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatRupiah } from '@portal/domain';
import {
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  Stack,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import type { SppdMasterRow } from '@portal/contracts';
import { deleteMaster, useMasterList, type MasterListQuery } from './master-api';
import type { MasterEntity } from './master-config';
import { MasterForm } from './MasterForm';

const QUERY_SCHEMA: UrlQuerySchema<MasterListQuery> = { page: 'number', per_page: 'number', search: 'string' };
const FIRST: MasterListQuery = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

export interface MasterDataSectionProps {
  entity: MasterEntity;
  /** The page's main list keeps page and search in the address; further sections keep them in memory. */
  inAddress?: boolean;
  /** h1 for the page's main list, h2 for a further section. */
  level?: 'h1' | 'h2';
}

/** One master resource: list with search and paging, create/edit dialog, delete after confirmation (409 shown). */
export function MasterDataSection({ entity, inAddress = false, level = 'h1' }: MasterDataSectionProps) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [addressQuery, setAddressQuery] = useUrlQuery<MasterListQuery>(QUERY_SCHEMA, FIRST);
  const [memoryQuery, setMemoryQuery] = useState<MasterListQuery>(FIRST);
  const query = inAddress ? addressQuery : memoryQuery;
  const setQuery = (change: (q: MasterListQuery) => MasterListQuery) =>
    inAddress ? setAddressQuery(change) : setMemoryQuery(change);
  const list = useMasterList(entity.resource, query);
  const [editing, setEditing] = useState<SppdMasterRow | 'new' | null>(null);

  async function remove(row: SppdMasterRow) {
    // 409 'Data ini masih dipakai sehingga tidak dapat dihapus' is shown as the server says it.
    const deleted = await confirmDelete({
      title: `Hapus ${entity.noun}?`,
      message: `${row.nama} dihapus. Data yang masih dipakai SPPD atau biaya tidak dapat dihapus.`,
      remove: () => deleteMaster(transport, entity.resource, row.id),
    });
    if (deleted) void list.mutate();
  }

  const columns: DataTableColumn<SppdMasterRow>[] = [
    ...entity.columns.map((c): DataTableColumn<SppdMasterRow> => ({
      key: c.key,
      header: c.header,
      align: c.money ? 'end' : undefined,
      render: (r) => {
        const value = r[c.key];
        if (value === null || value === undefined || value === '') return '-';
        return c.money ? formatRupiah(String(value)) : String(value);
      },
    })),
    {
      key: 'actions',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button kind="quiet" size="xs" onClick={() => setEditing(r)} aria-label={`Ubah ${r.nama}`}>
            Ubah
          </Button>
          <Button kind="danger" size="xs" onClick={() => void remove(r)} aria-label={`Hapus ${r.nama}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  const filter = (patch: MasterListQuery) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  return (
    <Stack gap="3" data-testid={`master-${entity.resource}`}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as={level} size={level === 'h1' ? 'xl' : 'lg'}>
          {entity.title}
        </Heading>
        <Button size="sm" onClick={() => setEditing('new')} data-testid={`master-${entity.resource}-add`}>
          Tambah {entity.noun}
        </Button>
      </HStack>
      <DataTable<SppdMasterRow>
        caption={entity.title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText={query.search ? 'Tidak ada data yang cocok dengan pencarian' : 'Belum ada data'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Tambah ${entity.noun}` : `Ubah ${entity.noun}`}
        testId="master-dialog"
      >
        <MasterForm
          entity={entity}
          row={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(answer) => {
            notify.success(answer.message);
            setEditing(null);
            void list.mutate();
          }}
        />
      </FormDialog>
    </Stack>
  );
}
