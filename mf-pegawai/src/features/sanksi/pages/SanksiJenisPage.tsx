import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { SanksiJenisRow } from '@portal/contracts';
import {
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
import { deleteSanksiJenis, saveSanksiJenis, useSanksiJenis, useSanksiParents } from '../api';
import { MasterTable } from '../components/MasterTable';
import { SanksiBadge } from '../components/SanksiBadge';

interface JenisForm {
  nama: string;
  parent_id: string;
}

const schema = yup.object({
  nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
  parent_id: yup.string().required('Induk wajib dipilih'),
});

type Editing = { row?: SanksiJenisRow; values: JenisForm } | null;

/** /pegawai/sanksi/jenis (62, full width): the sanction types under their parents, badge coloured by class. */
export default function SanksiJenisPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const jenis = useSanksiJenis();
  const parents = useSanksiParents().data?.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (row: SanksiJenisRow) => {
    if (!(await confirm({ title: 'Hapus jenis sanksi?', message: `"${row.nama}" akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await deleteSanksiJenis(transport, row.id)).message);
      void jenis.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title="Jenis Sanksi" size="xl">
        <Button size="sm" onClick={() => setEditing({ values: { nama: '', parent_id: '' } })}>
          Tambah Jenis Sanksi
        </Button>
      </PageHeader>
      <MasterTable<SanksiJenisRow>
        caption="Daftar jenis sanksi"
        headers={['Jenis Sanksi', 'Induk', 'Kelas', 'Aksi']}
        rows={jenis.data?.data}
        error={jenis.error}
        emptyText="Belum ada jenis sanksi"
        cells={(r) => [
          <SanksiBadge key="b" jenis={r} />,
          r.parent.nama,
          r.parent.kelas.nama,
          <RowActions
            key="a"
            editLabel={`Ubah ${r.nama}`}
            deleteLabel={`Hapus ${r.nama}`}
            onEdit={() => setEditing({ row: r, values: { nama: r.nama, parent_id: String(r.parent_id) } })}
            onDelete={() => void remove(r)}
          />,
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={editing?.row ? 'Ubah Jenis Sanksi' : 'Tambah Jenis Sanksi'}
        onClose={() => setEditing(null)}
      >
        <Formik<JenisForm>
          initialValues={editing?.values ?? { nama: '', parent_id: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const ok = await submitToApi(
              helpers,
              async () => {
                const input = { nama: values.nama.trim(), parent_id: Number(values.parent_id) };
                notify.success((await saveSanksiJenis(transport, input, editing?.row?.id)).message);
              },
              { conflictField: 'nama' },
            );
            if (!ok) return;
            setEditing(null);
            void jenis.mutate();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="nama" label="Nama" required />
                <FormField<string> name="parent_id" label="Induk" required>
                  {({ field, invalid }) => (
                    <OptionSelect
                      {...field}
                      options={parents.map((p) => ({ id: String(p.id), nama: `${p.nama} (${p.kelas.nama})` }))}
                      placeholder="Pilih induk"
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
