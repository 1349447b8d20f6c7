import { useGeneralList, useTransport, type PagedListState } from '@portal/api-client';
import type { PendidikanRegisterRow } from '@portal/contracts';
import {
  type DataTableColumn,
  HStack,
  OptionSelect,
  PegawaiNameLink,
  tableQueryHandlers,
  YearPicker,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import type { PendidikanListQuery } from '../api';

/** Graduation years as far back as the oldest employees' schooling. */
const FIRST_YEAR = 1950;

export interface PendidikanTableProps {
  /** The page keeps the list and its query (the address). */
  list: PagedListState<PendidikanRegisterRow>;
  query: PendidikanListQuery;
  setQuery: (change: (current: PendidikanListQuery) => PendidikanListQuery) => void;
}

/**
 * Every employee's education: search (employee nama/NPP, institution, major), level, institution
 * and graduation year filters, sort and paging in the address. The employee's name opens their CV,
 * where the records are changed.
 */
export function PendidikanTable({ list, query, setQuery }: PendidikanTableProps) {
  const transport = useTransport();
  const levels = useGeneralList(transport, 'pendidikan');
  const institutions = useGeneralList(transport, 'institusi');
  const setFilter = (patch: Partial<PendidikanListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const columns: DataTableColumn<PendidikanRegisterRow>[] = [
    {
      key: 'pegawai',
      header: 'Pegawai',
      sortable: true,
      render: (r) => <PegawaiNameLink id={r.pegawai.id} nama={r.pegawai.nama} />,
    },
    { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.pegawai.npp ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    { key: 'jenjang', header: 'Jenjang', sortable: true, render: (r) => r.jenjang },
    { key: 'institusi', header: 'Institusi', sortable: true, render: (r) => r.institusi },
    { key: 'jurusan', header: 'Jurusan', sortable: true, render: (r) => r.jurusan ?? '-' },
    { key: 'tahun', header: 'Tahun Lulus', sortable: true, render: (r) => r.tahun },
  ];

  return (
    <RegisterTable<PendidikanRegisterRow>
      list={list}
      search={query.search}
      caption="Daftar pendidikan pegawai"
      columns={columns}
      searchPlaceholder="Cari nama pegawai, NPP, institusi atau jurusan..."
      emptyText="Belum ada data pendidikan"
      toolbar={
        <HStack gap="2" wrap="wrap">
          <OptionSelect
            aria-label="Jenjang pendidikan"
            size="sm"
            width="40"
            placeholder="Semua jenjang"
            options={levels.map((l) => ({ id: l.nama, nama: l.label }))}
            value={query.jenjang ?? ''}
            onChange={(e) => setFilter({ jenjang: e.target.value || undefined })}
          />
          <OptionSelect
            aria-label="Institusi pendidikan"
            size="sm"
            width="64"
            placeholder="Semua institusi"
            options={institutions.map((i) => ({ id: i.nama, nama: i.label }))}
            value={query.institusi ?? ''}
            onChange={(e) => setFilter({ institusi: e.target.value || undefined })}
          />
          <YearPicker
            aria-label="Tahun lulus"
            placeholder="Semua tahun"
            min={FIRST_YEAR}
            value={query.tahun}
            onChange={(tahun) => setFilter({ tahun: tahun ?? undefined })}
          />
        </HStack>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
