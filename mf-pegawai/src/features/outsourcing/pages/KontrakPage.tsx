import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { OutsourcingKontrakFields, OutsourcingKontrakRow } from '@portal/contracts';
import { formatDate, POLICY } from '@portal/domain';
import {
  type DataTableColumn,
  notify,
  PageHeader,
  Stack,
  tableQueryHandlers,
  useConfirmedDelete,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import {
  deleteKontrak,
  kontrakFormValues,
  OUTSOURCING_JENIS_PATH,
  saveKontrak,
  useKontrakList,
  useOutsourcingOptions,
  type KontrakListQuery,
} from '../api';
import { KontrakFilters } from '../components/KontrakFilters';
import { KontrakFormDialog } from '../components/KontrakFormDialog';
import { KontrakStatusBadge } from '../components/KontrakStatusBadge';
import { useKontrakListQuery } from '../list-query';

/**
 * /outsourcing/kontrak: every contract of the outsourced staff the caller may see (kind, office,
 * vendor, period, status), latest end first; who manages outsourcing changes and deletes them.
 */
export default function KontrakPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const canManage = useAllows(POLICY.manageOutsourcing);
  const [query, setQuery] = useKontrakListQuery();
  const list = useKontrakList(query);
  const jenis = useOutsourcingOptions(OUTSOURCING_JENIS_PATH);
  const [editing, setEditing] = useState<OutsourcingKontrakRow | null>(null);
  const setFilter = (patch: Partial<KontrakListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const save = async (input: OutsourcingKontrakFields) => {
    if (!editing) return;
    notify.success((await saveKontrak(transport, input, { id: editing.id })).message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: OutsourcingKontrakRow) => {
    const message = `Kontrak ${row.nama} (${formatDate(row.awal)} - ${formatDate(row.akhir)}) akan dihapus.`;
    if (await confirmDelete({ title: 'Hapus kontrak?', message, remove: () => deleteKontrak(transport, row.id) }))
      void list.mutate();
  };

  const columns: DataTableColumn<OutsourcingKontrakRow>[] = [
    { key: 'nama', header: 'Nama', sortable: true },
    { key: 'jenis', header: 'Jenis Kontrak', sortable: true, render: (r) => r.jenis.nama },
    { key: 'kantor', header: 'Kantor', sortable: true, render: (r) => r.kantor.nama },
    { key: 'nomor', header: 'Nomor', render: (r) => r.nomor ?? '-' },
    { key: 'perusahaan', header: 'Perusahaan', render: (r) => r.perusahaan ?? '-' },
    { key: 'awal', header: 'Awal', sortable: true, render: (r) => formatDate(r.awal) },
    { key: 'akhir', header: 'Akhir', sortable: true, render: (r) => formatDate(r.akhir) },
    { key: 'status', header: 'Status', render: (r) => <KontrakStatusBadge kontrak={r} /> },
    ...(canManage
      ? [
          {
            key: 'aksi',
            header: 'Aksi',
            render: (r: OutsourcingKontrakRow) => (
              <RowActions
                editLabel={`Ubah kontrak ${r.nama}`}
                deleteLabel={`Hapus kontrak ${r.nama}`}
                onEdit={() => setEditing(r)}
                onDelete={() => void remove(r)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Kontrak Outsourcing" size="xl" />
      <RegisterTable<OutsourcingKontrakRow>
        list={list}
        search={query.search}
        caption="Daftar kontrak outsourcing"
        columns={columns}
        searchPlaceholder="Cari nama, nomor kontrak atau perusahaan..."
        emptyText="Belum ada kontrak outsourcing"
        toolbar={
          <KontrakFilters
            jenis={jenis}
            value={{ jenis_id: query.jenis_id, kantor_id: query.kantor_id, status: query.status }}
            onChange={setFilter}
          />
        }
        {...tableQueryHandlers(setQuery)}
      />
      {editing ? (
        <KontrakFormDialog
          title="Ubah Kontrak"
          nama={editing.nama}
          initialValues={kontrakFormValues(editing)}
          jenis={jenis}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
