import type { PagedListState } from '@portal/api-client';
import type { OutsourcingNamedRow, OutsourcingRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Checkbox, type DataTableColumn, HStack, Stack, tableQueryHandlers, Text } from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import type { OutsourcingListQuery } from '../api';
import { KontrakFilters } from './KontrakFilters';
import { KontrakStatusBadge } from './KontrakStatusBadge';
import { OutsourcingAvatar, OutsourcingPhotoUpload } from './OutsourcingPhoto';

export interface OutsourcingTableProps {
  list: PagedListState<OutsourcingRow>;
  query: OutsourcingListQuery;
  setQuery: (change: (current: OutsourcingListQuery) => OutsourcingListQuery) => void;
  jabatan: readonly OutsourcingNamedRow[];
  jenis: readonly OutsourcingNamedRow[];
  caption: string;
  emptyText: string;
  /** Who manages outsourcing: the photo upload and the row's actions. */
  canManage: boolean;
  actions?: (row: OutsourcingRow) => React.ReactNode;
  /** With a selection: a checkbox per row (the bulk extension). */
  selected?: ReadonlySet<number>;
  onToggle?: (row: OutsourcingRow, checked: boolean) => void;
}

/**
 * The register in the spec's shape: photo, nama, jabatan, kontrak_akhir.jenis.nama,
 * kontrak_akhir.kantor.nama and the end of the last contract with its status (ending within 30
 * days stands out); search, filters, sort and paging in the address.
 */
export function OutsourcingTable(props: OutsourcingTableProps) {
  const { list, query, setQuery, jabatan, jenis, canManage, actions, selected, onToggle } = props;
  const setFilter = (patch: Partial<OutsourcingListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const columns: DataTableColumn<OutsourcingRow>[] = [
    ...(selected && onToggle
      ? [
          {
            key: 'pilih',
            header: 'Pilih',
            render: (r: OutsourcingRow) => (
              <Checkbox.Root
                size="sm"
                checked={selected.has(r.id)}
                onCheckedChange={(e) => onToggle(r, e.checked === true)}
                aria-label={`Pilih ${r.nama}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
          },
        ]
      : []),
    {
      key: 'nama',
      header: 'Nama',
      sortable: true,
      render: (r) => (
        <HStack gap="2">
          {canManage ? (
            <OutsourcingPhotoUpload id={r.id} nama={r.nama} photo={r.photo} onUploaded={() => void list.mutate()} />
          ) : (
            <OutsourcingAvatar nama={r.nama} photo={r.photo} />
          )}
          <Stack gap="0">
            <Text fontWeight="medium">{r.nama}</Text>
            {r.nik ? <Text textStyle="xs">NIK {r.nik}</Text> : null}
          </Stack>
        </HStack>
      ),
    },
    { key: 'jabatan', header: 'Jabatan', sortable: true, render: (r) => r.jabatan?.nama ?? '-' },
    { key: 'jenis', header: 'Jenis Kontrak', sortable: true, render: (r) => r.kontrak_akhir?.jenis.nama ?? '-' },
    { key: 'kantor', header: 'Kantor', sortable: true, render: (r) => r.kontrak_akhir?.kantor.nama ?? '-' },
    { key: 'perusahaan', header: 'Perusahaan', render: (r) => r.kontrak_akhir?.perusahaan ?? '-' },
    {
      key: 'akhir',
      header: 'Akhir Kontrak',
      sortable: true,
      render: (r) => (r.kontrak_akhir ? formatDate(r.kontrak_akhir.akhir) : '-'),
    },
    { key: 'status', header: 'Status Kontrak', render: (r) => <KontrakStatusBadge kontrak={r.kontrak_akhir} /> },
    ...(actions ? [{ key: 'aksi', header: 'Aksi', render: actions }] : []),
  ];
  return (
    <RegisterTable<OutsourcingRow>
      list={list}
      search={query.search}
      caption={props.caption}
      columns={columns}
      searchPlaceholder="Cari nama, NIK atau perusahaan..."
      emptyText={props.emptyText}
      toolbar={
        <KontrakFilters
          jenis={jenis}
          value={{ jenis_id: query.jenis_id, kantor_id: query.kantor_id, status: query.status_kontrak }}
          // The worker register names the contract's status status_kontrak.
          onChange={(patch) => setFilter('status' in patch ? { status_kontrak: patch.status } : patch)}
        >
          <FilterSelect
            label="Semua jabatan"
            options={[...jabatan]}
            value={query.jabatan_id}
            onChange={(jabatan_id) => setFilter({ jabatan_id })}
          />
        </KontrakFilters>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
