import { Link as RouterLink } from '@portal/design-system/router';
import { useGeneralList, useTransport, type PagedListState } from '@portal/api-client';
import type { FamilyRegisterRow, FAMILY_STATUS_UNSET } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  Badge,
  type DataTableColumn,
  HStack,
  Link,
  OptionSelect,
  PegawaiNameLink,
  tableQueryHandlers,
  YearPicker,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import type { FamilyListQuery } from '../api';

/** The status filter's choice for members nobody has given a status yet (the server's FAMILY_STATUS_UNSET). */
export const STATUS_UNSET: typeof FAMILY_STATUS_UNSET = 'belum_diisi';
export const STATUS_UNSET_LABEL = 'Belum diisi';
/** The family register reaches back to the oldest birth year the CV accepts for a member. */
const FIRST_YEAR = 1900;

export interface FamilyTableProps {
  /** The page keeps the list and its query (the address). */
  list: PagedListState<FamilyRegisterRow>;
  query: FamilyListQuery;
  setQuery: (change: (current: FamilyListQuery) => FamilyListQuery) => void;
}

/** The status badge: who the employee supports stands out, a member without a status reads as missing. */
export function FamilyStatusBadge({ status }: { status: string | null }) {
  if (status === null) return <Badge colorPalette="gray">{STATUS_UNSET_LABEL}</Badge>;
  return (
    <Badge colorPalette={status === 'Tanggungan' ? 'green' : status === 'Meninggal' ? 'red' : 'blue'}>{status}</Badge>
  );
}

/**
 * Every employee's family members: search (employee nama/NPP, member nama), relation, status and
 * year filters, sort and paging in the address. The member's name opens its detail, the employee's
 * their CV.
 */
export function FamilyTable({ list, query, setQuery }: FamilyTableProps) {
  const transport = useTransport();
  const relations = useGeneralList(transport, 'family');
  const statuses = useGeneralList(transport, 'family_status');
  const setFilter = (patch: Partial<FamilyListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const columns: DataTableColumn<FamilyRegisterRow>[] = [
    {
      key: 'pegawai',
      header: 'Pegawai',
      sortable: true,
      render: (r) => <PegawaiNameLink id={r.pegawai.id} nama={r.pegawai.nama} />,
    },
    { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.pegawai.npp ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    {
      key: 'nama',
      header: 'Anggota Keluarga',
      sortable: true,
      render: (r) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`/pegawai/family/${r.id}`}>{r.nama}</RouterLink>
        </Link>
      ),
    },
    { key: 'hubungan', header: 'Hubungan', sortable: true, render: (r) => r.hubungan },
    { key: 'status', header: 'Status', sortable: true, render: (r) => <FamilyStatusBadge status={r.status} /> },
    {
      key: 'tanggal_lahir',
      header: 'Tanggal Lahir',
      sortable: true,
      render: (r) => (r.tanggal_lahir ? formatDate(r.tanggal_lahir) : '-'),
    },
    { key: 'tahun', header: 'Tahun', sortable: true, render: (r) => r.tahun },
  ];

  return (
    <RegisterTable<FamilyRegisterRow>
      list={list}
      search={query.search}
      caption="Daftar keluarga pegawai"
      columns={columns}
      searchPlaceholder="Cari nama pegawai, NPP atau nama anggota keluarga..."
      emptyText="Belum ada data keluarga"
      toolbar={
        <HStack gap="2" wrap="wrap">
          <OptionSelect
            aria-label="Hubungan keluarga"
            size="sm"
            width="44"
            placeholder="Semua hubungan"
            options={relations.map((r) => ({ id: r.nama, nama: r.label }))}
            value={query.hubungan ?? ''}
            onChange={(e) => setFilter({ hubungan: e.target.value || undefined })}
          />
          <OptionSelect
            aria-label="Status keluarga"
            size="sm"
            width="48"
            placeholder="Semua status"
            options={[
              ...statuses.map((s) => ({ id: s.nama, nama: s.label })),
              { id: STATUS_UNSET, nama: STATUS_UNSET_LABEL },
            ]}
            value={query.status ?? ''}
            onChange={(e) => setFilter({ status: e.target.value || undefined })}
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
