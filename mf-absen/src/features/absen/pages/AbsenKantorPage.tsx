import { useCurrentUser } from '@portal/api-client';
import { formatTime, portalNow, DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { AbsenKantorRow } from '@portal/contracts';
import {
  DataTable,
  LoadingState,
  listTableProps,
  tableQueryHandlers,
  useUrlQuery,
  YearPicker,
  type DataTableColumn,
  type TableQuery,
  type UrlQuerySchema,
  Badge,
  Button,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { useAbsenKantor, useAbsenMatrix } from '../api';
import { MonthField } from '../../../shared/MonthField';

const time = (iso: string | null) => (iso ? formatTime(iso) : '');

/** The office list's page and search, and the office and month of the matrix: all in the address. */
interface Query extends TableQuery {
  kantor_id?: number;
  tahun: number;
  bulan: number;
}

const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  kantor_id: 'number',
  tahun: 'number',
  bulan: 'number',
};

/**
 * /absen/kantor: attendance offices with their geofence, and the month matrix (employee × day) of
 * the chosen office; employees may open their own office's matrix, admins any office.
 */
export default function AbsenKantorPage() {
  const user = useCurrentUser();
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => {
    const today = portalNow();
    return {
      page: DEFAULT_PAGE,
      per_page: DEFAULT_PER_PAGE,
      kantor_id: user?.kantor_id ?? undefined,
      tahun: today.year,
      bulan: today.month,
    };
  });
  const { kantor_id: kantorId, tahun, bulan } = query;
  const setKantorId = (kantor_id: number) => setQuery((q) => ({ ...q, kantor_id }));
  const setTahun = (value: number) => setQuery((q) => ({ ...q, tahun: value }));
  const setBulan = (value: number) => setQuery((q) => ({ ...q, bulan: value }));
  const offices = useAbsenKantor({ page: query.page, per_page: query.per_page, search: query.search });
  const matrix = useAbsenMatrix(kantorId ?? null, tahun, bulan);
  const paging = tableQueryHandlers(setQuery);

  const columns: DataTableColumn<AbsenKantorRow>[] = [
    { key: 'nama', header: 'Kantor', render: (k) => `${k.nama}${k.kode ? ` (${k.kode})` : ''}` },
    { key: 'kantor_induk_nama', header: 'Kantor induk', render: (k) => k.kantor_induk_nama ?? '-' },
    {
      key: 'latitude',
      header: 'Koordinat',
      render: (k) =>
        k.latitude !== null && k.longitude !== null
          ? `${k.latitude.toFixed(5)}, ${k.longitude.toFixed(5)}`
          : 'Belum diatur',
    },
    { key: 'radius_m', header: 'Radius', align: 'end', render: (k) => `${k.radius_m} m` },
    {
      key: 'is_allow_absence',
      header: 'Absensi',
      render: (k) => (
        <Badge colorPalette={k.is_allow_absence ? 'green' : 'red'}>
          {k.is_allow_absence ? 'Diizinkan' : 'Tidak diizinkan'}
        </Badge>
      ),
    },
    {
      key: 'id',
      header: '',
      render: (k) => (
        <Button kind="secondary" size="xs" onClick={() => setKantorId(k.id)}>
          Lihat rekap
        </Button>
      ),
    },
  ];
  const m = matrix.data?.data;
  const days = Array.from({ length: m?.days ?? 0 }, (_, i) => String(i + 1));

  return (
    <Stack gap="4" data-testid="absen-kantor-page">
      <Heading as="h1" size="xl">
        Absensi per Kantor
      </Heading>
      <DataTable<AbsenKantorRow>
        caption="Kantor absen"
        columns={columns}
        {...listTableProps(offices)}
        searchPlaceholder="Cari nama atau kode kantor..."
        emptyText="Tidak ada kantor absen"
        onPageChange={paging.onPageChange}
        onPerPageChange={paging.onPerPageChange}
        onSearch={paging.onSearch}
        search={query.search}
      />
      <HStack gap="3" align="end" wrap="wrap">
        <Heading as="h2" size="md" flex="1">
          {m ? `Rekap ${m.kantor.nama}` : 'Rekap bulanan'}
        </Heading>
        <MonthField value={bulan} onChange={setBulan} />
        <YearPicker aria-label="Tahun" value={tahun} onChange={(y) => y && setTahun(y)} />
      </HStack>
      {kantorId === undefined ? <Text color="fg.muted">Pilih kantor pada tabel di atas.</Text> : null}
      {matrix.error ? <Text color="fg.error">{matrix.error.message}</Text> : null}
      {matrix.isLoading ? <LoadingState /> : null}
      {m ? (
        m.data.length === 0 ? (
          <Text color="fg.muted">Tidak ada pegawai aktif di kantor ini.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" aria-label={`Rekap absensi ${m.kantor.nama}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Pegawai</Table.ColumnHeader>
                  {days.map((d) => (
                    <Table.ColumnHeader key={d} textAlign="center">
                      {d}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>Hadir</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {m.data.map((row) => (
                  <Table.Row key={row.pegawai_id}>
                    <Table.Cell whiteSpace="nowrap">{row.pegawai_nama}</Table.Cell>
                    {days.map((d) => {
                      const cell = row.hari[d];
                      return (
                        <Table.Cell key={d} fontSize="xs" textAlign="center" whiteSpace="nowrap">
                          {cell?.izin_jenis_id
                            ? 'Izin'
                            : cell
                              ? `${time(cell.masuk)}${cell.pulang ? `–${time(cell.pulang)}` : ''}`
                              : ''}
                        </Table.Cell>
                      );
                    })}
                    <Table.Cell>{row.total_hadir}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )
      ) : null}
    </Stack>
  );
}
