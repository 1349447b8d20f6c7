import { Link as RouterLink } from '@portal/design-system/router';
import { useGeneralList, useTransport, type PagedListState } from '@portal/api-client';
import type { PrestasiRegisterRow } from '@portal/contracts';
import {
  type DataTableColumn,
  HStack,
  Link,
  OptionSelect,
  PegawaiNameLink,
  tableQueryHandlers,
  YearPicker,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import type { PrestasiListQuery } from '../api';

const FIRST_YEAR = 1970;

export interface PrestasiTableProps {
  list: PagedListState<PrestasiRegisterRow>;
  query: PrestasiListQuery;
  setQuery: (change: (current: PrestasiListQuery) => PrestasiListQuery) => void;
  /** Off on one employee's page, where every row is theirs. */
  showPegawai?: boolean;
  caption: string;
  emptyText: string;
}

/**
 * Achievements: search (employee nama/NPP, award, giver), award and year filters, sort and paging
 * in the address. The award opens its detail; the employee's name their CV.
 */
export function PrestasiTable({ list, query, setQuery, showPegawai = true, caption, emptyText }: PrestasiTableProps) {
  const awards = useGeneralList(useTransport(), 'prestasi');
  const setFilter = (patch: Partial<PrestasiListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const columns: DataTableColumn<PrestasiRegisterRow>[] = [
    ...(showPegawai
      ? ([
          {
            key: 'pegawai',
            header: 'Pegawai',
            sortable: true,
            render: (r) => <PegawaiNameLink id={r.pegawai.id} nama={r.pegawai.nama} />,
          },
          { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.pegawai.npp ?? '-' },
          { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
        ] satisfies DataTableColumn<PrestasiRegisterRow>[])
      : []),
    {
      key: 'nama',
      header: 'Prestasi',
      sortable: true,
      render: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`/pegawai/prestasi/${r.id}`}>{r.nama}</RouterLink>
        </Link>
      ),
    },
    { key: 'pemberi', header: 'Pemberi', sortable: true, render: (r) => r.pemberi ?? '-' },
    { key: 'tahun', header: 'Tahun', sortable: true, render: (r) => r.tahun },
  ];

  return (
    <RegisterTable<PrestasiRegisterRow>
      list={list}
      search={query.search}
      caption={caption}
      columns={columns}
      searchPlaceholder={
        showPegawai ? 'Cari nama pegawai, NPP, prestasi atau pemberi...' : 'Cari prestasi atau pemberi...'
      }
      emptyText={emptyText}
      toolbar={
        <HStack gap="2" wrap="wrap">
          <OptionSelect
            aria-label="Jenis prestasi"
            size="sm"
            width="56"
            placeholder="Semua prestasi"
            options={awards.map((a) => ({ id: a.nama, nama: a.label }))}
            value={query.nama ?? ''}
            onChange={(e) => setFilter({ nama: e.target.value || undefined })}
          />
          <YearPicker
            aria-label="Tahun"
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
