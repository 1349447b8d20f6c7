import { DateTime } from 'luxon';
import { useState } from 'react';
import { Link } from '@portal/design-system/router';
import { formatDate, portalNow, APPROVAL_STATUS_VARIANTS } from '@portal/domain';
import {
  LoadingState,
  YearPicker,
  Box,
  Field,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/design-system';
import { useIzinCalendar } from '../api';
import { MonthField } from '../../../shared/MonthField';

const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];

/** /pegawai/izin/calendar: the month's leave the viewer may see, one chip per person and day. */
export default function IzinCalendarPage() {
  const today = portalNow();
  const [tahun, setTahun] = useState(today.year);
  const [bulan, setBulan] = useState(today.month);
  const first = DateTime.fromObject({ year: tahun, month: bulan, day: 1 });
  const calendar = useIzinCalendar(first.toFormat('yyyy-LL'));
  const days = Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i }));
  const cells = [...Array<null>(first.weekday - 1).fill(null), ...days];
  const items = calendar.data?.data ?? [];

  return (
    <Stack gap="4" data-testid="izin-calendar-page">
      <Heading as="h1" size="xl">
        Kalender Izin &amp; Cuti
      </Heading>
      <HStack gap="3" align="end" wrap="wrap">
        <MonthField value={bulan} onChange={setBulan} />
        <Field.Root width="auto">
          <Field.Label>Tahun</Field.Label>
          <YearPicker
            aria-label="Tahun"
            value={tahun}
            max={today.year + 1}
            onChange={(y) => y !== null && setTahun(y)}
          />
        </Field.Root>
      </HStack>
      {calendar.isLoading ? <LoadingState /> : null}
      {!calendar.isLoading && items.length === 0 ? <Text color="fg.muted">Tidak ada izin pada bulan ini</Text> : null}
      <Grid
        templateColumns="repeat(7, 1fr)"
        gap="1"
        role="list"
        aria-label={`Izin ${first.setLocale('id').toFormat('LLLL yyyy')}`}
      >
        {/* Weekday names are visual; each day says its full date to assistive technology. */}
        {WEEKDAYS.map((d) => (
          <Text key={d} fontWeight="semibold" fontSize="sm" textAlign="center" aria-hidden="true">
            {d}
          </Text>
        ))}
        {cells.map((day, i) => {
          if (!day) return <Box key={`empty-${i}`} aria-hidden="true" />;
          const iso = day.toISODate()!;
          const onDay = items.filter((it) => it.tanggal_mulai <= iso && it.tanggal_selesai >= iso);
          return (
            <Box
              key={iso}
              borderWidth="1px"
              borderRadius="md"
              p="1"
              minH="20"
              bg={day.weekday > 5 ? 'bg.muted' : undefined}
              role="listitem"
            >
              <Text fontSize="xs" color="fg.muted">
                <VisuallyHidden>{formatDate(iso)}</VisuallyHidden>
                <span aria-hidden="true">{day.day}</span>
              </Text>
              {onDay.map((it) => (
                <ChakraLink
                  asChild
                  key={it.token}
                  display="block"
                  fontSize="xs"
                  colorPalette={APPROVAL_STATUS_VARIANTS[it.status]}
                  color="colorPalette.fg"
                >
                  <Link to={`/pegawai/izin/${it.token}`}>
                    {it.pegawai_nama}: {it.jenis_nama}
                  </Link>
                </ChakraLink>
              ))}
            </Box>
          );
        })}
      </Grid>
    </Stack>
  );
}
