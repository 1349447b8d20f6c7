import type { AbsenReportAnswer, AbsenReportRow, AbsenTotals } from '@portal/contracts';
import { ABSEN_DAY_CODES, ABSEN_DAY_LABELS, formatDate, type AbsenDayStatus } from '@portal/domain';
import { DataTable, type DataTableColumn, Box, HStack, SimpleGrid, Stat, Text } from '@portal/design-system';

const DAY_COLORS: Record<AbsenDayStatus, string> = {
  hadir: 'green.solid',
  terlambat: 'orange.solid',
  izin: 'blue.solid',
  libur: 'purple.solid',
  weekend: 'gray.emphasized',
  alpa: 'red.solid',
  belum: 'gray.subtle',
};

export const TOTAL_COLUMNS: { key: keyof AbsenTotals; label: string }[] = [
  { key: 'hari_kerja', label: 'Hari Kerja' },
  { key: 'hadir', label: 'Hadir' },
  { key: 'terlambat', label: 'Terlambat' },
  { key: 'izin', label: 'Izin/Cuti' },
  { key: 'libur', label: 'Libur' },
  { key: 'alpa', label: 'Tanpa Keterangan' },
];

/** One small coloured cell per day; the title tells the date, status and times. */
function DayGrid({ row }: { row: AbsenReportRow }) {
  return (
    <HStack gap="0.5" wrap="wrap" maxW="xl" aria-label={`Rincian harian ${row.pegawai.nama}`}>
      {row.rincian.map((d) => {
        const times = d.masuk || d.pulang ? ` ${d.masuk ?? '--:--'}–${d.pulang ?? '--:--'}` : '';
        return (
          <Box
            key={d.tanggal}
            title={`${formatDate(d.tanggal)}: ${ABSEN_DAY_LABELS[d.status]}${d.keterangan ? ` (${d.keterangan})` : ''}${times}`}
            data-status={d.status}
            w="5"
            h="5"
            fontSize="2xs"
            lineHeight="5"
            textAlign="center"
            rounded="sm"
            color={d.status === 'weekend' || d.status === 'belum' ? 'fg' : 'white'}
            bg={DAY_COLORS[d.status]}
          >
            {ABSEN_DAY_CODES[d.status]}
          </Box>
        );
      })}
    </HStack>
  );
}

/** The month's totals over every employee of the filter (all pages). */
export function ReportSummary({ summary }: { summary: AbsenReportAnswer['summary'] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 7 }} gap="3" data-testid="absen-report-summary">
      <Stat.Root borderWidth="1px" rounded="md" p="3">
        <Stat.Label>Pegawai</Stat.Label>
        <Stat.ValueText>{summary.pegawai}</Stat.ValueText>
      </Stat.Root>
      {TOTAL_COLUMNS.map((c) => (
        <Stat.Root key={c.key} borderWidth="1px" rounded="md" p="3" data-testid={`absen-total-${c.key}`}>
          <Stat.Label>{c.label}</Stat.Label>
          <Stat.ValueText data-testid={`absen-total-${c.key}-value`}>{summary[c.key]}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

export function DayLegend() {
  return (
    <HStack gap="3" wrap="wrap" fontSize="xs">
      {(Object.keys(ABSEN_DAY_CODES) as AbsenDayStatus[]).map((s) => (
        <HStack key={s} gap="1">
          <Box w="3" h="3" rounded="sm" bg={DAY_COLORS[s]} />
          <Text>{`${ABSEN_DAY_CODES[s]} = ${ABSEN_DAY_LABELS[s]}`}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

export interface ReportTableProps {
  data: AbsenReportAnswer | undefined;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Per employee: the day grid and the totals of the month. */
export function ReportTable({ data, isLoading, onPageChange, onPerPageChange }: ReportTableProps) {
  const columns: DataTableColumn<AbsenReportRow>[] = [
    {
      key: 'pegawai',
      header: 'Pegawai',
      render: (r) => (
        <Box>
          <Text fontWeight="medium">{r.pegawai.nama}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[r.pegawai.npp, r.pegawai.kantor?.nama].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      ),
    },
    { key: 'rincian', header: 'Rincian', render: (r) => <DayGrid row={r} /> },
    ...TOTAL_COLUMNS.map((c) => ({
      key: c.key,
      header: c.label,
      align: 'end' as const,
      render: (r: AbsenReportRow) => r.totals[c.key],
    })),
  ];
  return (
    <DataTable
      caption="Laporan absensi bulanan"
      columns={columns}
      data={data}
      isLoading={isLoading}
      rowKey={(r) => r.pegawai.id}
      onPageChange={onPageChange}
      onPerPageChange={onPerPageChange}
      emptyText="Tidak ada pegawai pada filter ini"
    />
  );
}
