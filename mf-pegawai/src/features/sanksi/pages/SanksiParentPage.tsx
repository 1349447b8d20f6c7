import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { SanksiParentRow } from '@portal/contracts';
import {
  Badge,
  Button,
  FormActions,
  FormDialog,
  FormField,
  notify,
  notifyError,
  OptionSelect,
  PageHeader,
  Stack,
  submitToApi,
  useConfirm,
} from '@portal/design-system';
import { RowActions } from '../../../shared/RowActions';
import { deleteSanksiParent, kelasPalette, saveSanksiParent, useSanksiParents } from '../api';
import { MasterTable } from '../components/MasterTable';

interface ParentForm {
  nama: string;
  kelas_id: string;
}

const schema = yup.object({
  nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
  kelas_id: yup.string().required('Kelas wajib dipilih'),
});

type Editing = { row?: SanksiParentRow; values: ParentForm } | null;

/** /pegawai/sanksi/parent (62): the parents the types sit under, each with its class (1 ringan, 2 sedang, 3 berat). */
export default function SanksiParentPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const parents = useSanksiParents();
  const kelas = parents.data?.kelas ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (row: SanksiParentRow) => {
    if (!(await confirm({ title: 'Hapus induk sanksi?', message: `"${row.nama}" akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await deleteSanksiParent(transport, row.id)).message);
      void parents.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title="Induk Jenis Sanksi" size="xl">
        <Button size="sm" onClick={() => setEditing({ values: { nama: '', kelas_id: '' } })}>
          Tambah Induk
        </Button>
      </PageHeader>
      <MasterTable<SanksiParentRow>
        caption="Daftar induk jenis sanksi"
        headers={['Induk', 'Kelas', 'Aksi']}
        rows={parents.data?.data}
        error={parents.error}
        emptyText="Belum ada induk jenis sanksi"
        cells={(r) => [
          r.nama,
          <Badge key="k" colorPalette={kelasPalette(r.kelas_id)}>
            {r.kelas.nama}
          </Badge>,
          <RowActions
            key="a"
            editLabel={`Ubah ${r.nama}`}
            deleteLabel={`Hapus ${r.nama}`}
            onEdit={() => setEditing({ row: r, values: { nama: r.nama, kelas_id: String(r.kelas_id) } })}
            onDelete={() => void remove(r)}
          />,
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={editing?.row ? 'Ubah Induk Sanksi' : 'Tambah Induk Sanksi'}
        onClose={() => setEditing(null)}
      >
        <Formik<ParentForm>
          initialValues={editing?.values ?? { nama: '', kelas_id: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const ok = await submitToApi(
              helpers,
              async () => {
                const input = { nama: values.nama.trim(), kelas_id: Number(values.kelas_id) };
                notify.success((await saveSanksiParent(transport, input, editing?.row?.id)).message);
              },
              { conflictField: 'nama' },
            );
            if (!ok) return;
            setEditing(null);
            void parents.mutate();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="nama" label="Nama" required />
                <FormField<string> name="kelas_id" label="Kelas" required>
                  {({ field, invalid }) => (
                    <OptionSelect
                      {...field}
                      options={kelas.map((k) => ({ id: String(k.id), nama: k.nama }))}
                      placeholder="Pilih kelas"
                      invalid={invalid}
                    />
                  )}
                </FormField>
                <FormActions onCancel={() => setEditing(null)} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
