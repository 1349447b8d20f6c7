import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { PhkTypeRow } from '@portal/contracts';
import { Button, DialogFrame, HStack, notify, notifyError, Stack, useConfirm } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { MasterTable } from '../../../shared/MasterTable';
import { deletePhkType, savePhkType, usePhkTypes } from '../api';

const schema = yup.object({
  nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
});

export interface PhkTypesDialogProps {
  onClose: () => void;
}

/** The termination categories (GET type): add, rename, and delete one no termination uses. */
export function PhkTypesDialog({ onClose }: PhkTypesDialogProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const types = usePhkTypes();
  const [editing, setEditing] = useState<PhkTypeRow | 'new' | null>(null);

  const remove = async (row: PhkTypeRow) => {
    if (
      !(await confirm({
        title: 'Hapus kategori PHK?',
        message: `Kategori "${row.nama}" akan dihapus.`,
        destructive: true,
      }))
    )
      return;
    try {
      notify.success((await deletePhkType(transport, row.id)).message);
      void types.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <DialogFrame open title="Kategori PHK" onClose={onClose} size="lg" testId="phk-types">
      <Stack gap="4">
        {editing ? (
          <Formik
            initialValues={{ nama: editing === 'new' ? '' : editing.nama }}
            validationSchema={schema}
            onSubmit={async (values, helpers) => {
              await submitToApi(helpers, async () => {
                const answer = await savePhkType(
                  transport,
                  { nama: values.nama.trim() },
                  editing === 'new' ? undefined : editing.id,
                );
                notify.success(answer.message);
                setEditing(null);
                void types.mutate();
              });
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack gap="3">
                  <FormField name="nama" label="Nama kategori" required />
                  <FormActions
                    onCancel={() => setEditing(null)}
                    isSubmitting={isSubmitting}
                    submitTestId="phk-type-submit"
                  />
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          <HStack>
            <Button size="sm" onClick={() => setEditing('new')}>
              Tambah Kategori
            </Button>
          </HStack>
        )}
        <MasterTable<PhkTypeRow>
          caption="Kategori PHK"
          headers={['Nama', 'Dipakai', 'Aksi']}
          rows={types.data?.data}
          error={types.error}
          emptyText="Belum ada kategori PHK"
          cells={(r) => [
            r.nama,
            String(r.jumlah),
            <HStack key="a" gap="1">
              <Button kind="secondary" size="xs" onClick={() => setEditing(r)} aria-label={`Ubah kategori ${r.nama}`}>
                Ubah
              </Button>
              <Button kind="danger" size="xs" onClick={() => void remove(r)} aria-label={`Hapus kategori ${r.nama}`}>
                Hapus
              </Button>
            </HStack>,
          ]}
        />
      </Stack>
    </DialogFrame>
  );
}
