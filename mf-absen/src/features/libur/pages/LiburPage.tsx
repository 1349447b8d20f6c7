import { DateTime } from 'luxon';
import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { LiburRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, POLICY } from '@portal/domain';
import {
  DataTable,
  tableQueryHandlers,
  notify,
  useConfirmedDelete,
  useUrlQuery,
  YearPicker,
  type DataTableColumn,
  type UrlQuerySchema,
  Button,
  Field,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { deleteLibur, placeOfLibur, saveLibur, useLiburList, type LiburQuery } from '../api';
import { LiburForm } from '../components/LiburForm';

const QUERY_SCHEMA: UrlQuerySchema<LiburQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
};

const WEEKDAY = (iso: string) => DateTime.fromISO(iso).setLocale('id').toFormat('cccc');

/** /absen/libur: the year's public holidays for everyone; roles 1, 9, 57, 59 add, change and remove them. */
export default function LiburPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const canEdit = useAllows(POLICY.manageHolidays);
  // In the address (shareable, back returns to it); the year being viewed defaults to this one.
  const [query, setQuery] = useUrlQuery<LiburQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    tahun: DateTime.now().setZone('Asia/Jakarta').year,
  });
  const list = useLiburList(query);
  const [editing, setEditing] = useState<LiburRow | 'new' | null>(null);

  async function save(body: { tanggal: string; nama: string }) {
    const answer = await saveLibur(transport, editing === 'new' || editing === null ? null : editing.id, body);
    notify.success(answer.message);
    setEditing(null);
    // Show the saved row where it now lives: its year (maybe not the one on screen) and its page,
    // without a search that would hide it.
    // (A new address loads its own page; only the same page needs fetching again.)
    const place = await placeOfLibur(transport, answer.data, query.per_page).catch(() => null);
    if (place && (place.tahun !== query.tahun || place.page !== query.page || query.search)) {
      setQuery((q) => ({ ...q, tahun: place.tahun, page: place.page, search: undefined }));
    } else {
      void list.mutate();
    }
  }

  async function remove(row: LiburRow) {
    const ok = await confirmDelete({
      title: 'Hapus hari libur?',
      message: `${row.nama} (${formatDate(row.tanggal)}) dihapus; tanggal itu kembali dihitung sebagai hari kerja.`,
      remove: () => deleteLibur(transport, row.id),
    });
    if (ok) void list.mutate();
  }

  const columns: DataTableColumn<LiburRow>[] = [
    { key: 'tanggal', header: 'Tanggal', render: (r) => `${WEEKDAY(r.tanggal)}, ${formatDate(r.tanggal)}` },
    { key: 'nama', header: 'Nama' },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: 'Aksi',
            render: (r: LiburRow) => (
              <HStack gap="1">
                <Button kind="secondary" size="xs" onClick={() => setEditing(r)}>
                  Ubah
                </Button>
                <Button kind="danger" size="xs" onClick={() => void remove(r)}>
                  Hapus
                </Button>
              </HStack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" data-testid="libur-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          Hari Libur
        </Heading>
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="libur-add">
            Tambah
          </Button>
        ) : null}
      </HStack>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <DataTable<LiburRow>
        caption="Hari libur"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        numbered
        searchPlaceholder="Cari nama hari libur"
        emptyText="Belum ada hari libur pada tahun ini"
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        toolbar={
          <Field.Root width="auto">
            <YearPicker
              aria-label="Tahun"
              value={query.tahun ?? null}
              max={DateTime.now().year + 2}
              placeholder="Semua tahun"
              onChange={(tahun) => setQuery((q) => ({ ...q, tahun: tahun ?? undefined, page: DEFAULT_PAGE }))}
            />
          </Field.Root>
        }
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Tambah Hari Libur' : 'Ubah Hari Libur'}
      >
        {editing !== null ? (
          <LiburForm
            initial={editing === 'new' ? { tanggal: '', nama: '' } : { tanggal: editing.tanggal, nama: editing.nama }}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </Stack>
  );
}
