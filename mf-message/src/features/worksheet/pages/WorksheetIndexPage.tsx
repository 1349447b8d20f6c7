import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { formatDate, formatNumber } from '@portal/domain';
import type { WorksheetEntry, WorksheetInput } from '@portal/contracts';
import {
  notify,
  notifyError,
  useConfirm,
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import {
  createEntry,
  deleteEntry,
  emptyEntry,
  entryValues,
  formatDuration,
  thisMonth,
  updateEntry,
  useAttributes,
  useLalai,
  useOwnWorksheet,
  type MonthQuery,
} from '../api';
import { MonthSwitcher } from '../components/MonthSwitcher';
import { WorksheetForm } from '../components/WorksheetForm';

function byDay(entries: readonly WorksheetEntry[]): [string, WorksheetEntry[]][] {
  const days = new Map<string, WorksheetEntry[]>();
  for (const e of entries) days.set(e.tanggal, [...(days.get(e.tanggal) ?? []), e]);
  return [...days.entries()];
}

/** /pegawai/worksheet/index: the caller's own worksheet of a month, by day; add, change, delete; lalai. */
export default function WorksheetIndexPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [month, setMonth] = useState<MonthQuery>(thisMonth);
  const own = useOwnWorksheet(month);
  const lalai = useLalai(month);
  const attributes = useAttributes();
  const [editing, setEditing] = useState<WorksheetEntry | 'new' | null>(null);

  const refresh = () => {
    void own.mutate();
    void lalai.mutate();
  };

  async function save(input: WorksheetInput) {
    const answer =
      editing && editing !== 'new'
        ? await updateEntry(transport, editing.id, input)
        : await createEntry(transport, input);
    notify.success(answer.message);
    setEditing(null);
    refresh();
  }

  async function remove(entry: WorksheetEntry) {
    const yes = await confirm({
      title: 'Hapus worksheet',
      message: `Hapus tugas "${entry.tugas}" tanggal ${formatDate(entry.tanggal)}?`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!yes) return;
    try {
      notify.success((await deleteEntry(transport, entry.id)).message);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  }

  const l = lalai.data?.data;
  return (
    <Stack gap="4" data-testid="worksheet-index-page">
      <PageHeader title="Worksheet" description="Catat pekerjaan Anda setiap hari kerja.">
        <MonthSwitcher value={month} onChange={setMonth} />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="worksheet-add">
          Tambah Tugas
        </Button>
      </PageHeader>
      {l ? (
        <Box borderWidth="1px" borderRadius="md" p="3" data-testid="worksheet-lalai">
          <Text fontSize="sm">
            Terisi {formatNumber(l.hari_terisi)} dari {formatNumber(l.hari_kerja)} hari kerja · total{' '}
            {formatDuration(own.data?.total_menit ?? 0)}
          </Text>
          {l.hari_kosong.length > 0 ? (
            <Text fontSize="sm" color="red.fg">
              Lalai (belum diisi): {l.hari_kosong.map((d) => formatDate(d)).join(', ')}
            </Text>
          ) : null}
          {l.terlambat.length > 0 ? (
            <Text fontSize="sm" color="orange.fg">
              Terlambat diisi: {formatNumber(l.terlambat.length)} tugas
            </Text>
          ) : null}
        </Box>
      ) : null}
      {own.error ? <ErrorState message={own.error.message} onRetry={() => void own.mutate()} /> : null}
      {!own.data && !own.error ? <LoadingState /> : null}
      {own.data && own.data.data.length === 0 ? (
        <EmptyState title="Belum ada worksheet bulan ini" description="Tambahkan tugas yang Anda kerjakan hari ini." />
      ) : null}
      {own.data
        ? byDay(own.data.data).map(([day, entries]) => (
            <Stack key={day} gap="2" data-testid={`worksheet-day-${day}`}>
              <Text fontWeight="semibold">
                {formatDate(day)} · {formatDuration(entries.reduce((s, e) => s + e.durasi_menit, 0))}
              </Text>
              {entries.map((e) => (
                <HStack
                  key={e.id}
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="md"
                  p="2"
                  data-testid={`worksheet-entry-${e.id}`}
                >
                  <Stack gap="0.5">
                    <Text>{e.tugas}</Text>
                    <HStack gap="1" wrap="wrap">
                      <Badge variant="subtle">{formatDuration(e.durasi_menit)}</Badge>
                      {e.attributes.map((a) => (
                        <Badge key={a.id} variant="outline">
                          {a.nama}
                        </Badge>
                      ))}
                      {e.is_late ? <Badge colorPalette="orange">Terlambat</Badge> : null}
                    </HStack>
                    {e.catatan ? (
                      <Text fontSize="xs" color="fg.muted">
                        {e.catatan}
                      </Text>
                    ) : null}
                  </Stack>
                  <HStack gap="1">
                    <Button size="xs" kind="secondary" onClick={() => setEditing(e)} aria-label={`Ubah ${e.tugas}`}>
                      Ubah
                    </Button>
                    <Button size="xs" kind="danger" onClick={() => void remove(e)} aria-label={`Hapus ${e.tugas}`}>
                      Hapus
                    </Button>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          ))
        : null}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        testId="worksheet-form-dialog"
        title={editing === 'new' ? 'Tambah Tugas' : 'Ubah Tugas'}
      >
        {editing !== null ? (
          <WorksheetForm
            initialValues={editing === 'new' ? emptyEntry() : entryValues(editing)}
            attributes={attributes.data?.data ?? []}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </Stack>
  );
}
