import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { MONTHS } from '@portal/domain';
import type { TaskCalendarItem } from '@portal/contracts';
import { Badge, Box, Grid, Link, Stack, Text } from '@portal/design-system';
import { statusPalette, taskShowRoute } from '../api';

const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];
const MAX_SHOWN = 3;

export interface TaskCalendarGridProps {
  tahun: number;
  bulan: number;
  tasks: readonly TaskCalendarItem[];
  libur: readonly { tanggal: string; nama: string }[];
  /** The year's working days ('YYYY-MM-DD'); a weekday missing from it is not worked. */
  workingDays?: readonly string[];
  /** Today in the portal's zone ('YYYY-MM-DD'): marked out. */
  today?: string;
  /** Arrow keys past the month's edge ask for the previous (-1) or next (+1) month. */
  onMonthChange?: (delta: -1 | 1) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of day `day` of the month. */
function isoOf(tahun: number, bulan: number, day: number): string {
  return `${tahun}-${pad(bulan)}-${pad(day)}`;
}

/**
 * A month as a grid, Monday first: each day with its tasks (linked to their page; three shown, the
 * rest counted) and holidays marked. Keyboard: arrows move a day or a week, Home/End to the week's
 * ends, PageUp/PageDown to the month's first/last day; past the edge the month changes.
 */
export function TaskCalendarGrid({
  tahun,
  bulan,
  tasks,
  libur,
  workingDays,
  today,
  onMonthChange,
}: TaskCalendarGridProps) {
  const days = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(tahun, bulan - 1, 1)).getUTCDay() + 6) % 7;
  const [focused, setFocused] = useState(1);
  const cells = useRef(new Map<number, HTMLDivElement>());
  const moved = useRef(false);

  useEffect(() => setFocused((d) => Math.min(d, days)), [days]);
  useEffect(() => {
    if (moved.current) cells.current.get(Math.min(focused, days))?.focus();
  }, [focused, days, bulan, tahun]);

  const byDay = new Map<string, TaskCalendarItem[]>();
  for (const t of tasks) byDay.set(t.batas_tanggal, [...(byDay.get(t.batas_tanggal) ?? []), t]);
  const holidays = new Map(libur.map((l) => [l.tanggal, l.nama]));
  const working = workingDays ? new Set(workingDays) : null;

  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = (lead + focused - 1) % 7;
    const target: Record<string, number> = {
      ArrowLeft: focused - 1,
      ArrowRight: focused + 1,
      ArrowUp: focused - 7,
      ArrowDown: focused + 7,
      Home: focused - weekday,
      End: focused + (6 - weekday),
      PageUp: 1,
      PageDown: days,
    };
    if (!(event.key in target)) return;
    event.preventDefault();
    const next = target[event.key];
    moved.current = true;
    if (onMonthChange && next < 1 && event.key.startsWith('Arrow')) {
      setFocused(31); // the previous month's last day (clamped when it is shorter)
      onMonthChange(-1);
    } else if (onMonthChange && next > days && event.key.startsWith('Arrow')) {
      setFocused(1);
      onMonthChange(1);
    } else setFocused(Math.min(days, Math.max(1, next)));
  };

  const slots: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks = Array.from({ length: slots.length / 7 }, (_, w) => slots.slice(w * 7, w * 7 + 7));

  return (
    <Box
      role="grid"
      aria-label={`Kalender tugas ${MONTHS[bulan]} ${tahun}`}
      onKeyDown={onKeyDown}
      data-testid="task-calendar"
    >
      <Grid role="row" templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
        {WEEKDAYS.map((d) => (
          <Text key={d} role="columnheader" textAlign="center" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {d}
          </Text>
        ))}
      </Grid>
      <Stack gap="1">
        {weeks.map((week, w) => (
          <Grid key={w} role="row" templateColumns="repeat(7, minmax(0, 1fr))" gap="1">
            {week.map((day, i) => {
              if (day === null) return <Box key={`blank-${w}-${i}`} role="gridcell" aria-hidden />;
              const iso = isoOf(tahun, bulan, day);
              const holiday = holidays.get(iso);
              const weekend = i >= 5;
              const off = holiday !== undefined || weekend || (working !== null && !working.has(iso));
              const items = byDay.get(iso) ?? [];
              const label = [
                `${day} ${MONTHS[bulan]} ${tahun}`,
                holiday ? `libur: ${holiday}` : null,
                items.length ? `${items.length} tugas` : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <Box
                  key={iso}
                  role="gridcell"
                  aria-label={label}
                  aria-current={iso === today ? 'date' : undefined}
                  tabIndex={day === focused ? 0 : -1}
                  ref={(el: HTMLDivElement | null) => {
                    if (el) cells.current.set(day, el);
                    else cells.current.delete(day);
                  }}
                  onFocus={() => setFocused(day)}
                  minHeight="24"
                  p="1.5"
                  borderWidth="1px"
                  borderColor={iso === today ? 'brand.solid' : 'border'}
                  rounded="md"
                  bg={off ? 'bg.muted' : 'bg'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                  data-testid={`task-day-${iso}`}
                  data-libur={holiday ? 'true' : undefined}
                >
                  <Text fontSize="sm" fontWeight="semibold" color={holiday || weekend ? 'fg.error' : undefined}>
                    {day}
                  </Text>
                  {holiday ? (
                    <Text fontSize="xs" color="fg.error" lineClamp={2} title={holiday}>
                      {holiday}
                    </Text>
                  ) : null}
                  <Stack gap="0.5" mt="1">
                    {items.slice(0, MAX_SHOWN).map((t) => (
                      <Link key={t.id} asChild fontSize="xs" lineClamp={1}>
                        <RouterLink to={taskShowRoute(t.id)} title={`${t.nama} — ${t.pegawai.nama}`}>
                          <Badge size="xs" colorPalette={statusPalette(t.status.variant)} mr="1">
                            {t.status.nama}
                          </Badge>
                          {t.nama}
                        </RouterLink>
                      </Link>
                    ))}
                    {items.length > MAX_SHOWN ? (
                      <Text fontSize="xs" color="fg.muted">
                        +{items.length - MAX_SHOWN} lainnya
                      </Text>
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
          </Grid>
        ))}
      </Stack>
    </Box>
  );
}
