import { useState } from 'react';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { SotkJabatanGroupStandard } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Button,
  type DataTableColumn,
  HStack,
  notify,
  PageHeader,
  Stack,
  Text,
  type UrlQuerySchema,
  useConfirm,
  useUrlQuery,
} from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';
import { RowActions } from '../../../shared/RowActions';
import { useKantorLevels, type Option } from '../../kantor/public';
import {
  SOTK_PATH,
  STANDARD_PATH,
  deleteRegister,
  saveRegister,
  useJabatanGroupStandards,
  useJabatanGroups,
  useJabatanOptions,
  type PageQuery,
} from '../api';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import { RegisterDialog } from '../components/RegisterDialog';
import { SelectField } from '../components/SelectField';

type Values = {
  jabatan_group_id: number | null;
  kantor_level_id: number | null;
  jabatan_id: number | null;
  formasi: number | string;
};
const schema = yup.object({
  jabatan_group_id: yup.number().nullable().required('Grup jabatan wajib dipilih'),
  kantor_level_id: yup.number().nullable().required('Level kantor wajib dipilih'),
  jabatan_id: yup.number().nullable().required('Jabatan wajib dipilih'),
  formasi: yup
    .number()
    .typeError('Harus berupa angka')
    .required('Formasi wajib diisi')
    .integer('Bilangan bulat')
    .min(0, 'Paling sedikit 0')
    .max(999, 'Paling banyak 999'),
});

type Query = PageQuery & { jabatan_group_id?: number; kantor_level_id?: number };

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  jabatan_group_id: 'number',
  kantor_level_id: 'number',
};

/** /sotk/jabatanGroupStandard (role 64): how many people each position should have per office level. */
export default function JabatanGroupStandardPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const [editing, setEditing] = useState<SotkJabatanGroupStandard | 'new' | null>(null);
  const list = useJabatanGroupStandards(query);
  const groups = (useJabatanGroups({ page: 1, per_page: 100 }).data?.data ?? []).map((g) => ({
    id: g.id,
    nama: g.nama,
  }));
  const levels = useKantorLevels();
  const jabatan = useJabatanOptions('');
  const change = (patch: Partial<Query>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const loadJabatan = (search: string) =>
    transport.request<{ data: Option[] }>('GET', `${SOTK_PATH}/x/jabatan`, { query: { search } }).then((a) => a.data);

  const remove = async (s: SotkJabatanGroupStandard) => {
    const ok = await confirm({
      title: 'Hapus standar',
      message: `Hapus standar ${s.jabatan} untuk ${s.kantor_level}?`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      notify.success((await deleteRegister(transport, STANDARD_PATH, s.id)).message);
      void list.mutate();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataTableColumn<SotkJabatanGroupStandard>[] = [
    { key: 'kantor_level', header: 'Level kantor', render: (s) => s.kantor_level },
    { key: 'jabatan_group', header: 'Grup', render: (s) => s.jabatan_group },
    { key: 'jabatan', header: 'Jabatan', render: (s) => <Text fontWeight="medium">{s.jabatan}</Text> },
    { key: 'formasi', header: 'Formasi', render: (s) => s.formasi },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (s) => (
        <RowActions
          editLabel={`Ubah standar ${s.jabatan}`}
          deleteLabel={`Hapus standar ${s.jabatan}`}
          onEdit={() => setEditing(s)}
          onDelete={() => void remove(s)}
        />
      ),
    },
  ];

  const row = editing === 'new' ? null : editing;
  return (
    <Stack gap="4">
      <PageHeader title="Standar Grup Jabatan">
        <Button onClick={() => setEditing('new')}>Tambah Standar</Button>
      </PageHeader>
      <RegisterTable<SotkJabatanGroupStandard>
        list={list}
        search={query.search}
        caption="Standar grup jabatan"
        columns={columns}
        emptyText="Belum ada standar"
        searchPlaceholder="Cari jabatan atau grup"
        onSearch={(search) => change({ search })}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => change({ per_page })}
        toolbar={
          <HStack wrap="wrap">
            <FilterSelect
              label="Semua grup"
              options={groups}
              value={query.jabatan_group_id}
              onChange={(jabatan_group_id) => change({ jabatan_group_id })}
            />
            <FilterSelect
              label="Semua level"
              options={levels}
              value={query.kantor_level_id}
              onChange={(kantor_level_id) => change({ kantor_level_id })}
            />
          </HStack>
        }
      />
      <RegisterDialog<Values>
        open={editing !== null}
        title={row ? `Ubah standar ${row.jabatan}` : 'Tambah Standar'}
        initialValues={{
          jabatan_group_id: row?.jabatan_group_id ?? null,
          kantor_level_id: row?.kantor_level_id ?? null,
          jabatan_id: row?.jabatan_id ?? null,
          formasi: row?.formasi ?? 1,
        }}
        schema={schema}
        onSubmit={(v) =>
          saveRegister(transport, STANDARD_PATH, row?.id ?? null, {
            jabatan_group_id: v.jabatan_group_id!,
            kantor_level_id: v.kantor_level_id!,
            jabatan_id: v.jabatan_id!,
            formasi: Number(v.formasi),
          })
        }
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), void list.mutate())}
      >
        <SelectField name="jabatan_group_id" label="Grup jabatan" options={groups} required />
        <SelectField name="kantor_level_id" label="Level kantor" options={levels} required />
        <SelectField
          name="jabatan_id"
          label="Jabatan"
          options={jabatan}
          loadOptions={loadJabatan}
          selected={row ? [{ id: row.jabatan_id, nama: row.jabatan }] : undefined}
          required
        />
        <FormField name="formasi" label="Formasi" type="number" required />
      </RegisterDialog>
    </Stack>
  );
}
