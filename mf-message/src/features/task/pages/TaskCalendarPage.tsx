import { Link as RouterLink } from '@portal/design-system/router';
import { MONTHS, portalToday } from '@portal/domain';
import {
  Button,
  HStack,
  LoadingState,
  OptionSelect,
  PageHeader,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { TASK_LIST_ROUTE, useTaskCalendar, useTaskOptions } from '../api';
import { TaskCalendarGrid } from '../components/TaskCalendarGrid';

interface CalendarQuery {
  tahun: number;
  bulan: number;
  kantor_id?: number;
  pegawai_id?: number;
}

const SCHEMA: UrlQuerySchema<CalendarQuery> = {
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  pegawai_id: 'number',
};

/** /task/calendar: the month's tasks on their due dates, with the holidays (libur) marked (role 63). */
export default function TaskCalendarPage() {
  const today = portalToday();
  const [query, setQuery] = useUrlQuery<CalendarQuery>(SCHEMA, {
    tahun: Number(today.slice(0, 4)),
    bulan: Number(today.slice(5, 7)),
  });
  const calendar = useTaskCalendar(query);
  const kantor = useTaskOptions('kantor');
  const pegawai = useTaskOptions('pegawai');
  const numberOf = (value: string) => (value === '' ? undefined : Number(value));

  const shift = (delta: -1 | 1) =>
    setQuery((q) => {
      const index = q.tahun * 12 + (q.bulan - 1) + delta;
      return { ...q, tahun: Math.floor(index / 12), bulan: (index % 12) + 1 };
    });
  const data = calendar.data;
  const monthWorkingDays = data?.tahun_pegawai.filter((d) =>
    d.startsWith(`${query.tahun}-${String(query.bulan).padStart(2, '0')}`),
  ).length;

  return (
    <Stack gap="4" data-testid="task-calendar-page">
      <PageHeader title="Kalender Tugas" size="xl" description="Tugas menurut batas tanggal, dengan hari libur.">
        <Button size="sm" kind="secondary" asChild>
          <RouterLink to={TASK_LIST_ROUTE}>Daftar Tugas</RouterLink>
        </Button>
      </PageHeader>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2">
          <Button size="sm" kind="secondary" onClick={() => shift(-1)} aria-label="Bulan sebelumnya">
            ‹
          </Button>
          <Text
            fontWeight="semibold"
            minWidth="40"
            textAlign="center"
            aria-live="polite"
            data-testid="task-calendar-month"
          >
            {MONTHS[query.bulan]} {query.tahun}
          </Text>
          <Button size="sm" kind="secondary" onClick={() => shift(1)} aria-label="Bulan berikutnya">
            ›
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <OptionSelect
            aria-label="Filter kantor"
            size="sm"
            width="56"
            placeholder="Semua kantor"
            options={kantor}
            value={query.kantor_id ?? ''}
            onChange={(e) => setQuery((q) => ({ ...q, kantor_id: numberOf(e.target.value) }))}
          />
          <OptionSelect
            aria-label="Filter pegawai"
            size="sm"
            width="56"
            placeholder="Semua pegawai"
            options={pegawai}
            value={query.pegawai_id ?? ''}
            onChange={(e) => setQuery((q) => ({ ...q, pegawai_id: numberOf(e.target.value) }))}
          />
        </HStack>
      </HStack>
      {data ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {data.data.length} tugas, {data.libur.length} hari libur, {monthWorkingDays} hari kerja bulan ini.
            {data.truncated ? ' Ditampilkan sebagian; saring per kantor atau pegawai.' : ''}
          </Text>
          <TaskCalendarGrid
            tahun={query.tahun}
            bulan={query.bulan}
            tasks={data.data}
            libur={data.libur}
            workingDays={data.tahun_pegawai}
            today={today}
            onMonthChange={shift}
          />
        </>
      ) : calendar.error ? (
        <Text color="fg.error">{calendar.error.message}</Text>
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
