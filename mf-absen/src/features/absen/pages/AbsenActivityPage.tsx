import { DateTime } from 'luxon';
import { useSearchParams } from '@portal/design-system/router';
import { useAllows, usePegawaiOptions } from '@portal/api-client';
import { portalToday, DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import { listTableProps, PegawaiSelect, Field, Heading, HStack, Stack, Text } from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';
import { useAbsenActivity } from '../api';
import { AbsenTable } from '../components/AbsenTable';

/**
 * /absen/activity?dateStart&dateEnd&pegawaiId: check events in a date range; admins pick the
 * employee, others see their own. The query lives in the address so the page can be linked.
 */
export default function AbsenActivityPage() {
  const loadPegawai = usePegawaiOptions();
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const [params, setParams] = useSearchParams();
  const today = portalToday();
  const dateStart = params.get('dateStart') ?? DateTime.now().minus({ days: 30 }).toISODate()!;
  const dateEnd = params.get('dateEnd') ?? today;
  const pegawaiId = params.get('pegawaiId') ? Number(params.get('pegawaiId')) : undefined;
  const page = Number(params.get('page') ?? DEFAULT_PAGE);
  const perPage = Number(params.get('per_page') ?? DEFAULT_PER_PAGE);
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    setParams(next);
  };
  const list = useAbsenActivity(
    dateEnd >= dateStart
      ? { dateStart, dateEnd, pegawaiId: isAdmin ? pegawaiId : undefined, page, per_page: perPage }
      : null,
  );

  return (
    <Stack gap="4" data-testid="absen-activity-page">
      <Heading as="h1" size="xl">
        Aktivitas Absensi
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <DatePicker
          label="Dari tanggal"
          value={dateStart}
          max={dateEnd}
          onChange={(v) => set({ dateStart: v ?? undefined, page: undefined })}
        />
        <DatePicker
          label="Sampai tanggal"
          value={dateEnd}
          min={dateStart}
          onChange={(v) => set({ dateEnd: v ?? undefined, page: undefined })}
        />
        {isAdmin ? (
          <Field.Root width="72">
            <Field.Label>Pegawai</Field.Label>
            <PegawaiSelect
              aria-label="Pegawai"
              placeholder="Semua pegawai (ketik nama atau NPP)"
              value={pegawaiId ?? null}
              loadOptions={loadPegawai}
              onChange={(id) => set({ pegawaiId: id === null ? undefined : Number(id), page: undefined })}
            />
          </Field.Root>
        ) : null}
      </HStack>
      {dateEnd < dateStart ? <Text color="fg.error">Tanggal akhir harus sama atau setelah tanggal awal</Text> : null}
      <AbsenTable
        caption="Aktivitas absensi"
        {...listTableProps(list)}
        onPageChange={(p) => set({ page: p })}
        onPerPageChange={(pp) => set({ per_page: pp, page: undefined })}
      />
    </Stack>
  );
}
