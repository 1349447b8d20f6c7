import { useState } from 'react';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { SotkJabatanGroup } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Button,
  type DataTableColumn,
  notify,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useConfirm,
  useUrlQuery,
} from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';
import { RowActions } from '../../../shared/RowActions';
import { RegisterTable } from '../../../shared/ListTable';
import { GROUP_PATH, deleteRegister, saveRegister, useBidangTugas, useJabatanGroups, type PageQuery } from '../api';
import { RegisterDialog } from '../components/RegisterDialog';
import { SelectField } from '../components/SelectField';

type Values = { nama: string; bidangtugas_id: number | null; keterangan: string };
const schema = yup.object({
  nama: yup.string().trim().required('Nama grup wajib diisi').max(150, 'Paling banyak 150 karakter'),
  bidangtugas_id: yup.number().nullable().required('Bidang tugas wajib dipilih'),
  keterangan: yup.string().max(500, 'Paling banyak 500 karakter'),
});

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<PageQuery> = { page: 'number', per_page: 'number', search: 'string' };

/** /sotk/jabatanGroup (role 64): groups of positions, each in one bidang tugas. */
export default function JabatanGroupPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<PageQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const [editing, setEditing] = useState<SotkJabatanGroup | 'new' | null>(null);
  const list = useJabatanGroups(query);
  const bidangTugas = useBidangTugas();

  const remove = async (g: SotkJabatanGroup) => {
    const ok = await confirm({
      title: 'Hapus grup jabatan',
      message: `Hapus ${g.nama} beserta ${g.standard_count} standarnya?`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      notify.success((await deleteRegister(transport, GROUP_PATH, g.id)).message);
      void list.mutate();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataTableColumn<SotkJabatanGroup>[] = [
    { key: 'nama', header: 'Nama', render: (g) => <Text fontWeight="medium">{g.nama}</Text> },
    { key: 'bidangtugas', header: 'Bidang tugas', render: (g) => g.bidangtugas },
    { key: 'standard_count', header: 'Standar', render: (g) => g.standard_count },
    { key: 'keterangan', header: 'Keterangan', render: (g) => g.keterangan ?? '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (g) => (
        <RowActions
          editLabel={`Ubah ${g.nama}`}
          deleteLabel={`Hapus ${g.nama}`}
          onEdit={() => setEditing(g)}
          onDelete={() => void remove(g)}
        />
      ),
    },
  ];

  const row = editing === 'new' ? null : editing;
  return (
    <Stack gap="4">
      <PageHeader title="Grup Jabatan">
        <Button onClick={() => setEditing('new')}>Tambah Grup</Button>
      </PageHeader>
      <RegisterTable<SotkJabatanGroup>
        list={list}
        search={query.search}
        caption="Grup jabatan"
        columns={columns}
        emptyText="Belum ada grup jabatan"
        searchPlaceholder="Cari grup"
        {...tableQueryHandlers(setQuery)}
      />
      <RegisterDialog<Values>
        open={editing !== null}
        title={row ? `Ubah ${row.nama}` : 'Tambah Grup Jabatan'}
        initialValues={{
          nama: row?.nama ?? '',
          bidangtugas_id: row?.bidangtugas_id ?? null,
          keterangan: row?.keterangan ?? '',
        }}
        schema={schema}
        onSubmit={(v) =>
          saveRegister(transport, GROUP_PATH, row?.id ?? null, {
            nama: v.nama.trim(),
            bidangtugas_id: v.bidangtugas_id!,
            keterangan: v.keterangan.trim() || null,
          })
        }
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), void list.mutate())}
      >
        <FormField name="nama" label="Nama" required />
        <SelectField name="bidangtugas_id" label="Bidang tugas" options={bidangTugas} required />
        <FormField name="keterangan" label="Keterangan" />
      </RegisterDialog>
    </Stack>
  );
}
