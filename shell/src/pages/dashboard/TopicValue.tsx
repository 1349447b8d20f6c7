import { Box, DataList, Heading, Stack, Table, Text } from '@portal/design-system';
import { formatDate, formatNumber, formatRemainingUntilRetirement } from '@portal/domain';
import { BarsChart, ColumnsChart, PyramidChart, StackedChart, TrendChart } from './TopicChart';
import {
  INACTIVE_PARTS,
  toBirthdays,
  toNumberRows,
  toProfile,
  toPyramid,
  toRetirements,
  toSeries,
  toStacked,
  type SeriesPoint,
  type BirthdayValue,
  type ProfileValue,
  type RetirementValue,
  type TopicDefinition,
} from './dashboard-topics';

const BIRTHDAYS_SHOWN = 8;

function NoRows() {
  return (
    <Text fontSize="sm" color="fg.muted">
      Tidak ada data
    </Text>
  );
}

function ProfileSummary({ profile }: { profile: ProfileValue }) {
  const pangkat = [profile.pangkat, [profile.grade, profile.corporate_title].filter(Boolean).join(' | ')]
    .filter(Boolean)
    .join(' · ');
  const rows: Array<[string, string]> = [
    ['Nama', profile.nama],
    ['NPP', profile.npp ?? '-'],
    ['Jabatan', profile.jabatan ?? '-'],
    ['Kantor', profile.kantor ?? '-'],
    ['Pangkat', pangkat || '-'],
    [
      'Tanggal Lahir',
      profile.tanggal_lahir
        ? `${formatDate(profile.tanggal_lahir)}${profile.umur !== null ? ` (${profile.umur} tahun)` : ''}`
        : '-',
    ],
    [
      'Pegawai Tetap',
      profile.permanent_date
        ? `${formatDate(profile.permanent_date)}${profile.masa_kerja !== null ? ` (masa kerja ${profile.masa_kerja} tahun)` : ''}`
        : '-',
    ],
    [
      'Pensiun',
      profile.tanggal_pensiun
        ? `${formatDate(profile.tanggal_pensiun)} (${formatRemainingUntilRetirement(profile.tanggal_lahir)})`
        : '-',
    ],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Birthdays({ value }: { value: BirthdayValue }) {
  const rest = value.jumlah - Math.min(value.pegawai.length, BIRTHDAYS_SHOWN);
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        <Text as="span" fontSize="2xl" fontWeight="bold" me="2">
          {formatNumber(value.jumlah)}
        </Text>
        pegawai, {formatDate(value.tanggal)}
      </Text>
      {value.pegawai.length > 0 ? (
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {value.pegawai.slice(0, BIRTHDAYS_SHOWN).map((p) => (
            <Box as="li" key={p.id}>
              <Text fontWeight="medium">{p.nama}</Text>
              <Text color="fg.muted" fontSize="xs">
                {[p.jabatan, p.kantor].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
      {rest > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          dan {formatNumber(rest)} lainnya
        </Text>
      ) : null}
    </Stack>
  );
}

function Retirements({ value, title }: { value: RetirementValue; title: string }) {
  return (
    <Stack gap="3">
      <ColumnsChart title={title} points={value.per_tahun.map((r) => ({ label: String(r.tahun), value: r.jumlah }))} />
      <Text fontSize="sm" color="fg.muted">
        Usia pensiun {value.usia_pensiun} tahun. Sudah lewat umur pensiun:{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {formatNumber(value.lewat_umur_pensiun)}
        </Text>
      </Text>
    </Stack>
  );
}

/** A value of a shape this page does not know yet: shown as it is, numbers formatted, nothing made up. */
function GenericValue({ value, title }: { value: unknown; title: string }) {
  if (
    typeof value === 'number' ||
    (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
  ) {
    return <Heading size="2xl">{formatNumber(value)}</Heading>;
  }
  if (typeof value === 'string') return <Text>{value}</Text>;
  const numbers = toNumberRows(value);
  if (numbers) return <BarsChart title={title} points={numbers} showShare={false} />;
  if (Array.isArray(value) && value.length > 0 && value.every((row) => row && typeof row === 'object')) {
    const columns = [...new Set(value.flatMap((row) => Object.keys(row as object)))];
    return (
      <Table.ScrollArea maxH="72">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c}>{c.replace(/_/g, ' ')}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {value.map((row, i) => (
              <Table.Row key={i}>
                {columns.map((c) => {
                  const cell = (row as Record<string, unknown>)[c];
                  return (
                    <Table.Cell key={c}>
                      {typeof cell === 'number' ? formatNumber(cell) : cell == null ? '' : String(cell)}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  return <NoRows />;
}

/** A series in the chart its topic calls for. */
function SeriesChart({ definition, points }: { definition: TopicDefinition; points: SeriesPoint[] }) {
  if (definition.chart === 'line') return <TrendChart title={definition.title} points={points} />;
  if (definition.chart === 'columns') return <ColumnsChart title={definition.title} points={points} />;
  return <BarsChart title={definition.title} points={points} showShare={definition.kind === 'composition'} />;
}

/** A topic's value in the form its shape calls for. */
export function TopicValue({ definition, value }: { definition: TopicDefinition; value: unknown }) {
  if (definition.kind === 'profile') {
    const profile = toProfile(value);
    if (profile) return <ProfileSummary profile={profile} />;
  }
  if (definition.kind === 'birthday') {
    const birthdays = toBirthdays(value);
    if (birthdays) return <Birthdays value={birthdays} />;
  }
  if (definition.kind === 'retirement') {
    const retirements = toRetirements(value);
    if (retirements) return <Retirements value={retirements} title={definition.title} />;
  }
  if (definition.chart === 'pyramid') {
    const bands = toPyramid(value);
    if (bands) return <PyramidChart title={definition.title} bands={bands} />;
  }
  if (definition.chart === 'stacked') {
    const rows = toStacked(value, INACTIVE_PARTS);
    if (rows) return <StackedChart title={definition.title} rows={rows} parts={INACTIVE_PARTS} />;
  }
  const series = toSeries(value);
  if (series) return series.length > 0 ? <SeriesChart definition={definition} points={series} /> : <NoRows />;
  return <GenericValue value={value} title={definition.title} />;
}
