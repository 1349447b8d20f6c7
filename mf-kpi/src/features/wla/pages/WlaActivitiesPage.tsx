import { useState } from 'react';
import { useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import {
  Box,
  Button,
  Field,
  HStack,
  listTableProps,
  notify,
  PageHeader,
  SearchableSelect,
  Separator,
  Stack,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useConfirmedDelete,
  useUrlQuery,
} from '@portal/design-system';
import { createActivity, deleteActivity, updateActivity, useActivities, type ActivityQuery } from '../api';
import { ActivityFormDialog } from '../components/ActivityFormDialog';
import { ActivityImport } from '../components/ActivityImport';
import { ActivityTable } from '../components/ActivityTable';
import { WlaConfigForm } from '../components/WlaConfigForm';
import { WlaNav } from '../components/WlaNav';
import { WlaResetPanel } from '../components/WlaResetPanel';
import type { WlaActivity } from '@portal/contracts';

const QUERY_SCHEMA: UrlQuerySchema<ActivityQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  jabatan_id: 'number',
};

/**
 * /pegawai/wla/activities (63): the activities of each position (add, change, delete with
 * confirmation, xlsx import), the effective working time, and 'Reset' to recompute the results.
 */
export default function WlaActivitiesPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<ActivityQuery>(QUERY_SCHEMA, { page: 1, per_page: 10 });
  const activities = useActivities(query);
  const jabatan = useOptionFile(transport, 'jabatan');
  const [editing, setEditing] = useState<WlaActivity | null | 'new'>(null);

  async function remove(row: WlaActivity) {
    const ok = await confirmDelete({
      title: 'Hapus aktivitas',
      message: `Hapus aktivitas "${row.nama}" dari jabatan ${row.jabatan_nama}?`,
      remove: () => deleteActivity(transport, row.id),
    });
    if (ok) await activities.mutate();
  }

  return (
    <Stack gap="4" data-testid="wla-activities-page">
      <PageHeader size="xl" title="Aktivitas WLA">
        <WlaResetPanel jabatanId={query.jabatan_id} />
      </PageHeader>
      <WlaNav />
      <ActivityTable
        {...listTableProps(activities)}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        searchPlaceholder="Cari aktivitas atau jabatan"
        withJabatan
        emptyText="Belum ada aktivitas"
        actions={(row) => (
          <HStack gap="1">
            <Button size="xs" kind="quiet" onClick={() => setEditing(row)} aria-label={`Ubah ${row.nama}`}>
              Ubah
            </Button>
            <Button size="xs" kind="danger" onClick={() => void remove(row)} aria-label={`Hapus ${row.nama}`}>
              Hapus
            </Button>
          </HStack>
        )}
        toolbar={
          <HStack gap="3" wrap="wrap" align="end">
            <Field.Root width={{ base: 'full', md: '72' }}>
              <Field.Label fontSize="sm">Jabatan</Field.Label>
              <Box width="full">
                <SearchableSelect<OptionItem>
                  aria-label="Filter jabatan"
                  options={jabatan}
                  value={query.jabatan_id ?? null}
                  placeholder="Semua jabatan"
                  onChange={(id) =>
                    setQuery((q) => ({ ...q, jabatan_id: id === null ? undefined : Number(id), page: 1 }))
                  }
                />
              </Box>
            </Field.Root>
            <Button onClick={() => setEditing('new')} data-testid="activity-add">
              Tambah Aktivitas
            </Button>
          </HStack>
        }
      />
      <ActivityFormDialog
        open={editing !== null}
        activity={editing === 'new' ? null : editing}
        jabatanId={query.jabatan_id}
        onClose={() => setEditing(null)}
        onSubmit={async (input) => {
          const answer =
            editing && editing !== 'new'
              ? await updateActivity(transport, editing.id, input)
              : await createActivity(transport, input);
          notify.success(answer.message);
          await activities.mutate();
        }}
      />
      <Separator />
      <Text fontWeight="semibold">Import Aktivitas</Text>
      <ActivityImport onImported={() => void activities.mutate()} />
      <Separator />
      <Text fontWeight="semibold">Konfigurasi Waktu Efektif</Text>
      <WlaConfigForm />
    </Stack>
  );
}
