import { useState } from 'react';
import { ApiError, useAllows, useTransport } from '@portal/api-client';
import type { DiklatEventRow, DiklatPegawaiInput, DiklatPegawaiRow } from '@portal/contracts';
import {
  Box,
  Button,
  type DataTableColumn,
  Heading,
  HStack,
  notify,
  notifyError,
  PegawaiNameLink,
  SearchableSelect,
  Stack,
  tableQueryHandlers,
  Text,
  Textarea,
  useConfirm,
} from '@portal/design-system';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import { RegisterTable } from '../../../shared/ListTable';
import type { SortedListQuery } from '../../../shared/list-query';
import {
  type DiklatEventListQuery,
  parseNpp,
  searchDiklatEvents,
  useDiklatEvents,
  useParticipants,
  writeParticipants,
} from '../api';

const SOURCE_QUERY: DiklatEventListQuery = { page: 1, per_page: 100, sortbydesc: 'awal' };

export interface ParticipantsPanelProps {
  eventId: number;
  eventNama: string;
  /** After the participants changed (the event's count). */
  onChange?: () => void;
}

/**
 * The participants of one event: add many at once by NPP (all or nothing: one unknown NPP adds
 * none and is named), load those of another event, remove one, or clear them all (after confirming).
 */
export function ParticipantsPanel({ eventId, eventNama, onChange }: ParticipantsPanelProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useState<SortedListQuery>({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useParticipants({
    page: query.page,
    per_page: query.per_page,
    search: query.search,
    diklat_event_id: eventId,
  });
  // The event register is refused to the restricted role (8): its 403 would leave the page.
  const canListEvents = useAllows(POLICY.manageTrainingUnrestricted);
  const [npp, setNpp] = useState('');
  const [nppError, setNppError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (input: Omit<DiklatPegawaiInput, 'diklat_event_id'>) => {
    setBusy(true);
    try {
      const answer = await writeParticipants(transport, { ...input, diklat_event_id: eventId } as DiklatPegawaiInput);
      const { ditambahkan, dihapus, sudah_terdaftar } = answer.data;
      const detail = [
        ditambahkan ? `${ditambahkan} ditambahkan` : '',
        dihapus ? `${dihapus} dihapus` : '',
        sudah_terdaftar ? `${sudah_terdaftar} sudah terdaftar` : '',
      ].filter(Boolean);
      notify.success(detail.length ? `${answer.message} (${detail.join(', ')})` : answer.message);
      void list.mutate();
      onChange?.();
      return true;
    } catch (error) {
      notifyError(error);
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields?.npp) setNppError(fields.npp.join(' '));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addByNpp = async () => {
    const values = parseNpp(npp);
    if (values.length === 0) {
      setNppError('Isi paling sedikit satu NPP');
      return;
    }
    setNppError(null);
    if (await run({ event: 'pegawai_store_npp', npp: values })) setNpp('');
  };

  const clear = async () => {
    const message = `Semua peserta ${eventNama} akan dihapus dari diklat ini.`;
    if (!(await confirm({ title: 'Kosongkan peserta?', message, destructive: true }))) return;
    await run({ event: 'pegawai_clear' });
  };

  const removeOne = async (row: DiklatPegawaiRow) => {
    const message = `${row.pegawai.nama} akan dihapus dari peserta ${eventNama}.`;
    if (!(await confirm({ title: 'Hapus peserta?', message, destructive: true }))) return;
    await run({ event: 'store_delete_pegawai', pegawai_id: [row.pegawai.id] });
  };

  const columns: DataTableColumn<DiklatPegawaiRow>[] = [
    { key: 'npp', header: 'NPP', render: (r) => r.pegawai.npp ?? '-' },
    { key: 'nama', header: 'Nama', render: (r) => <PegawaiNameLink id={r.pegawai.id} nama={r.pegawai.nama} /> },
    { key: 'jabatan', header: 'Jabatan', render: (r) => r.jabatan ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Button
          kind="danger"
          size="xs"
          onClick={() => void removeOne(r)}
          aria-label={`Hapus peserta ${r.pegawai.nama}`}
        >
          Hapus
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="diklat-participants">
      <Heading as="h2" size="md">
        Peserta
      </Heading>
      <Stack gap="2" maxW="xl">
        <Box as="label" fontSize="sm">
          <Text mb="1">Tambah peserta berdasarkan NPP (satu per baris, atau dipisah koma)</Text>
          <Textarea
            aria-label="Daftar NPP"
            rows={3}
            value={npp}
            onChange={(e) => setNpp(e.target.value)}
            data-testid="diklat-npp-input"
          />
        </Box>
        {nppError ? (
          <Text color="fg.error" fontSize="sm" data-testid="diklat-npp-error">
            {nppError}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => void addByNpp()} disabled={busy} data-testid="diklat-add-npp">
            Tambah Peserta
          </Button>
          <Button kind="danger" size="sm" onClick={() => void clear()} disabled={busy} data-testid="diklat-clear">
            Kosongkan Peserta
          </Button>
        </HStack>
        {canListEvents ? (
          <SourceEventPicker
            eventId={eventId}
            busy={busy}
            onLoad={(source) => void run({ event: 'pegawai_load', source_event_id: source })}
          />
        ) : null}
      </Stack>
      <RegisterTable<DiklatPegawaiRow>
        list={list}
        search={query.search}
        caption={`Peserta ${eventNama}`}
        columns={columns}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Belum ada peserta"
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}

/**
 * Another event to load the participants of: the newest first (the register's own order is awal
 * ascending, so its first page would offer only the oldest), older ones by typing their name.
 */
function SourceEventPicker({
  eventId,
  busy,
  onLoad,
}: {
  eventId: number;
  busy: boolean;
  onLoad: (sourceEventId: number) => void;
}) {
  const transport = useTransport();
  const newest = useDiklatEvents(SOURCE_QUERY);
  const [source, setSource] = useState<number | null>(null);
  const optionsOf = (events: DiklatEventRow[]) =>
    events.filter((e) => e.id !== eventId).map((e) => ({ id: e.id, nama: `${e.nama} (${e.peserta} peserta)` }));
  return (
    <HStack gap="2" wrap="wrap">
      <Box width={{ base: 'full', md: '80' }}>
        <SearchableSelect<{ id: number; nama: string }>
          aria-label="Diklat sumber peserta"
          placeholder="Muat peserta dari diklat lain"
          options={optionsOf(newest.data?.data ?? [])}
          loadOptions={async (search) => optionsOf(await searchDiklatEvents(transport, { ...SOURCE_QUERY, search }))}
          value={source}
          onChange={(id) => setSource(id === null ? null : Number(id))}
        />
      </Box>
      <Button
        kind="secondary"
        size="sm"
        disabled={busy || source === null}
        onClick={() => {
          if (source !== null) onLoad(source);
        }}
        data-testid="diklat-load"
      >
        Muat Peserta
      </Button>
    </HStack>
  );
}
