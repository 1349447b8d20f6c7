import { useSearchParams } from '@portal/design-system/router';
import { useCurrentUser, useTransport } from '@portal/api-client';
import { portalToday, DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { listTableProps, SearchableSelect, Checkbox, Field, Heading, HStack, Stack } from '@portal/design-system';
import { searchKantor, useAbsenDaily } from '../api';
import { AbsenTable } from '../components/AbsenTable';
import { CheckInPanel } from '../components/CheckInPanel';

/**
 * /absen/mobile?kantorAbsenId&kantorIndukId&isWithAllKantor: check in from a phone, and who checked
 * in today — at one office (kantorAbsenId), at an office and every office under it (kantorIndukId),
 * or everywhere (isWithAllKantor=1; the server still limits employees to their own rows).
 */
export default function AbsenMobilePage() {
  const transport = useTransport();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const kantorAbsenId = params.get('kantorAbsenId') ? Number(params.get('kantorAbsenId')) : undefined;
  const kantorIndukId = params.get('kantorIndukId') ? Number(params.get('kantorIndukId')) : undefined;
  const all = params.get('isWithAllKantor') === '1';
  const page = Number(params.get('page') ?? DEFAULT_PAGE);
  const perPage = Number(params.get('per_page') ?? DEFAULT_PER_PAGE);
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v === undefined) next.delete(k);
      else next.set(k, String(v));
    setParams(next);
  };
  const kantorId = all
    ? undefined
    : (kantorAbsenId ?? (kantorIndukId === undefined ? (user?.kantor_id ?? undefined) : undefined));
  const list = useAbsenDaily({
    page,
    per_page: perPage,
    date: portalToday(),
    kantor_id: kantorId,
    kantor_induk_id: all ? undefined : kantorIndukId,
  });

  return (
    <Stack gap="4" data-testid="absen-mobile-page">
      <Heading as="h1" size="xl">
        Absen Mobile
      </Heading>
      <CheckInPanel onRecorded={() => void list.mutate()} />
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="72" disabled={all}>
          <Field.Label>Kantor induk</Field.Label>
          <SearchableSelect<{ id: number; nama: string }>
            aria-label="Kantor induk"
            placeholder="Kantor Anda"
            value={kantorIndukId ?? null}
            disabled={all}
            loadOptions={(search) => searchKantor(transport, search)}
            onChange={(id) =>
              set({ kantorIndukId: id === null ? undefined : Number(id), kantorAbsenId: undefined, page: undefined })
            }
          />
        </Field.Root>
        <Checkbox.Root
          checked={all}
          onCheckedChange={(e) => set({ isWithAllKantor: e.checked ? 1 : undefined, page: undefined })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Semua kantor</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <AbsenTable
        caption="Absensi hari ini"
        {...listTableProps(list)}
        onPageChange={(p) => set({ page: p })}
        onPerPageChange={(pp) => set({ per_page: pp, page: undefined })}
      />
    </Stack>
  );
}
