import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Badge,
  Button,
  type DataTableColumn,
  HStack,
  PageHeader,
  type SortState,
  Stack,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import {
  useCanEditKantor,
  useKantorKelas,
  useKantorLevels,
  useKantorList,
  type KantorListQuery,
  type KantorRow,
  type KantorSortKey,
} from '../api';
import { KantorFormDialog } from '../components/KantorFormDialog';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';

const FLAG_LABELS: [keyof KantorRow, string][] = [
  ['is_kantor_absen', 'Absen'],
  ['is_kantor_induk', 'Induk'],
  ['is_parent', 'Parent'],
  ['is_link_issuer', 'Penerbit link'],
  ['is_allow_salary_deduction', 'Potongan gaji'],
];

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<KantorListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  kantor_level_id: 'number',
  kelas_id: 'number',
  parent_id: 'number',
  sortby: 'string',
  sortbydesc: 'string',
};

/**
 * /kantor (role 10): every office, paged on the server, with search (name, code), level and class
 * filters and sortable headers. Admins (1, 57) add and edit offices here.
 */
export default function KantorListPage() {
  const [query, setQuery] = useUrlQuery<KantorListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const [editing, setEditing] = useState<KantorRow | 'new' | null>(null);
  const list = useKantorList(query);
  const levels = useKantorLevels();
  const kelas = useKantorKelas();
  const canEdit = useCanEditKantor();
  const levelName = (id: number) => levels.find((l) => l.id === id)?.nama ?? String(id);
  const change = (patch: Partial<KantorListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  const columns: DataTableColumn<KantorRow>[] = [
    { key: 'nama', header: 'Kantor', sortable: true, render: (k) => <Text fontWeight="medium">{k.display_name}</Text> },
    { key: 'kode', header: 'Kode', sortable: true, render: (k) => k.kode ?? '-' },
    { key: 'kantor_level_id', header: 'Level', sortable: true, render: (k) => levelName(k.kantor_level_id) },
    { key: 'class_name', header: 'Kelas', sortable: true, render: (k) => k.class_name ?? '-' },
    { key: 'kantor_induk', header: 'Kantor induk', render: (k) => k.kantor_induk?.nama ?? '-' },
    {
      key: 'flags',
      header: 'Atribut',
      render: (k) => (
        <HStack gap="1" wrap="wrap">
          {FLAG_LABELS.filter(([key]) => k[key] === true).map(([key, label]) => (
            <Badge key={key} size="sm">
              {label}
            </Badge>
          ))}
        </HStack>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'aksi',
            header: 'Aksi',
            render: (k: KantorRow) => (
              <Button kind="secondary" size="xs" onClick={() => setEditing(k)} aria-label={`Ubah ${k.display_name}`}>
                Ubah
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Daftar Kantor">
        {canEdit ? <Button onClick={() => setEditing('new')}>Tambah Kantor</Button> : null}
      </PageHeader>
      <RegisterTable<KantorRow>
        list={list}
        search={query.search}
        caption="Daftar kantor"
        columns={columns}
        emptyText="Tidak ada kantor yang cocok"
        searchPlaceholder="Cari nama atau kode kantor"
        onSearch={(search) => change({ search })}
        sort={{ sortby: query.sortby, sortbydesc: query.sortbydesc } satisfies SortState}
        onSortChange={(s) =>
          change({
            sortby: s.sortby as KantorSortKey | undefined,
            sortbydesc: s.sortbydesc as KantorSortKey | undefined,
          })
        }
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => change({ per_page })}
        toolbar={
          <HStack wrap="wrap">
            <FilterSelect
              label="Semua level"
              options={levels}
              value={query.kantor_level_id}
              onChange={(kantor_level_id) => change({ kantor_level_id })}
            />
            <FilterSelect
              label="Semua kelas"
              options={kelas}
              value={query.kelas_id}
              onChange={(kelas_id) => change({ kelas_id })}
            />
          </HStack>
        }
      />
      <KantorFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.mutate();
        }}
      />
    </Stack>
  );
}
