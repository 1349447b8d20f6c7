import { useState } from 'react';
import { useOptionFile, usePegawaiOptions, useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { SkmdScopeRow } from '@portal/contracts';
import {
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  notifyError,
  PegawaiSelect,
  SearchableSelect,
  Stack,
  Text,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { addToScope, removeFromScope, useSkmdScope, type ScopeQuery, type SkmdScope } from '../api';

export interface ScopeConfig {
  scope: SkmdScope;
  title: string;
  /** What the list holds: employees or offices. */
  kind: 'pegawai' | 'kantor';
  explanation: string;
}

export const SCOPES: Record<'excludePegawai' | 'excludeKantor' | 'includePegawai', ScopeConfig> = {
  excludePegawai: {
    scope: 'exclude/pegawai',
    title: 'Pengecualian Pegawai SKMD',
    kind: 'pegawai',
    explanation: 'Pegawai di daftar ini tidak wajib membuat SKMD.',
  },
  excludeKantor: {
    scope: 'exclude/kantor',
    title: 'Pengecualian Kantor SKMD',
    kind: 'kantor',
    explanation: 'Pegawai kantor di daftar ini tidak wajib membuat SKMD.',
  },
  includePegawai: {
    scope: 'include/pegawai',
    title: 'Pegawai Tambahan SKMD',
    kind: 'pegawai',
    explanation: 'Pegawai di daftar ini wajib membuat SKMD walaupun kantornya dikecualikan.',
  },
};

const QUERY_SCHEMA: UrlQuerySchema<ScopeQuery> = { page: 'number', per_page: 'number', search: 'string' };

/** One SKMD scope list (57): search and paging in the address, add with a picker, remove after confirmation. */
export function ScopeSection({ config }: { config: ScopeConfig }) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const loadPegawai = usePegawaiOptions();
  const kantor = useOptionFile(transport, 'kantor', { enabled: config.kind === 'kantor' });
  const [query, setQuery] = useUrlQuery<ScopeQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useSkmdScope(config.scope, query);
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const filter = (patch: ScopeQuery) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  async function add() {
    if (chosen === null) return;
    setAdding(true);
    try {
      notify.success((await addToScope(transport, config.scope, chosen)).message);
      setChosen(null);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setAdding(false);
    }
  }

  async function remove(row: SkmdScopeRow) {
    const deleted = await confirmDelete({
      title: 'Hapus dari daftar?',
      message: `${row.nama} dihapus dari ${config.title}.`,
      remove: () => removeFromScope(transport, config.scope, row.id),
    });
    if (deleted) void list.mutate();
  }

  const columns: DataTableColumn<SkmdScopeRow>[] = [
    { key: 'kode', header: config.kind === 'kantor' ? 'Kode' : 'NPP', render: (r) => r.kode ?? '-' },
    { key: 'nama', header: config.kind === 'kantor' ? 'Kantor' : 'Pegawai', render: (r) => r.nama },
    { key: 'created_at', header: 'Ditambahkan', render: (r) => formatDate(r.created_at) },
    {
      key: 'actions',
      header: 'Aksi',
      render: (r) => (
        <Button kind="danger" size="xs" onClick={() => void remove(r)} aria-label={`Hapus ${r.nama}`}>
          Hapus
        </Button>
      ),
    },
  ];

  const picker =
    config.kind === 'pegawai' ? (
      <PegawaiSelect
        label="Pegawai"
        placeholder="Cari pegawai"
        loadOptions={loadPegawai}
        value={chosen}
        onChange={(id) => setChosen(id === null ? null : Number(id))}
      />
    ) : (
      <SearchableSelect
        label="Kantor"
        placeholder="Pilih kantor"
        options={kantor}
        value={chosen}
        onChange={(id) => setChosen(id === null ? null : Number(id))}
      />
    );

  return (
    <Stack gap="4" data-testid={`skmd-scope-${config.kind}`}>
      <Heading as="h1" size="xl">
        {config.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {config.explanation}
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Stack minW="72">{picker}</Stack>
        <Button onClick={() => void add()} disabled={chosen === null} loading={adding} data-testid="skmd-scope-add">
          Tambah
        </Button>
      </HStack>
      <DataTable<SkmdScopeRow>
        caption={config.title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        emptyText={query.search ? 'Tidak ada data yang cocok dengan pencarian' : 'Daftar masih kosong'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
      />
    </Stack>
  );
}
