import { DateTime } from 'luxon';
import { useState } from 'react';
import { formatTime, portalNow, MONTH_OPTIONS, formatDate, leaveTypeLabel } from '@portal/domain';
import {
  LoadingState,
  YearPicker,
  Badge,
  Box,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/design-system';
import { useAbsenCalendar } from '../api';
import { MonthField } from '../../../shared/MonthField';

const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];
const time = (iso: string | null) => (iso ? formatTime(iso) : '-');

/** /absen/calendar: the signed-in employee's month — check-in/out per day and approved leave. */
export default function AbsenCalendarPage() {
  const today = portalNow();
  const [tahun, setTahun] = useState(today.year);
  const [bulan, setBulan] = useState(today.month);
  const calendar = useAbsenCalendar(tahun, bulan);
  const first = DateTime.fromObject({ year: tahun, month: bulan, day: 1 });
  const byDate = new Map((calendar.data?.data ?? []).map((d) => [d.tanggal, d]));
  const cells = [
    ...Array(first.weekday - 1).fill(null),
    ...Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i })),
  ];

  return (
    <Stack gap="4" data-testid="absen-calendar-page">
      <Heading as="h1" size="xl">
        Kalender Absensi
      </Heading>
      <HStack gap="3" align="end" wrap="wrap">
        <MonthField value={bulan} onChange={setBulan} />
        <YearPicker aria-label="Tahun" value={tahun} onChange={(y) => y && setTahun(y)} />
      </HStack>
      {calendar.error ? <Text color="fg.error">{calendar.error.message}</Text> : null}
      {calendar.isLoading ? (
        <LoadingState />
      ) : (
        <Grid
          templateColumns="repeat(7, 1fr)"
          gap="1"
          role="list"
          aria-label={`Kalender ${MONTH_OPTIONS[bulan - 1]?.nama} ${tahun}`}
        >
          {/* Weekday names are visual; each day says its full date to assistive technology. */}
          {WEEKDAYS.map((d) => (
            <Text key={d} fontWeight="semibold" fontSize="sm" textAlign="center" aria-hidden="true">
              {d}
            </Text>
          ))}
          {cells.map((day, i) => {
            if (!day) return <Box key={`blank-${i}`} aria-hidden="true" />;
            const iso = day.toISODate()!;
            const entry = byDate.get(iso);
            return (
              <Box
                key={iso}
                borderWidth="1px"
                rounded="md"
                p="1.5"
                minH="16"
                role="listitem"
                data-testid={`absen-day-${iso}`}
              >
                <Text fontSize="xs" color="fg.muted">
                  <VisuallyHidden>{formatDate(iso)}</VisuallyHidden>
                  <span aria-hidden="true">{day.day}</span>
                </Text>
                {entry?.masuk || entry?.pulang ? (
                  <Text fontSize="xs">
                    {time(entry.masuk)} – {time(entry.pulang)}
                  </Text>
                ) : null}
                {entry?.izin_jenis_id ? (
                  <Badge size="sm" colorPalette="purple">
                    {leaveTypeLabel(entry.izin_jenis_id) ?? 'Izin'}
                  </Badge>
                ) : null}
              </Box>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
