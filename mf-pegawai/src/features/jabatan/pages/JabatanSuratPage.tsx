import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { ApiError, useTransport } from '@portal/api-client';
import type { JabatanRow, JabatanSuratRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { notifyError, notify, useConfirm, Button, HStack, Stack, Table } from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';
import { SURAT_PATH, useJabatanDetails } from '../api';
import { JabatanDetails } from '../components/JabatanDetails';

const suratSchema = yup.object({
  nomor: yup.string().trim().required('Nomor surat wajib diisi').max(255, 'Nomor surat paling banyak 255 karakter'),
  tanggal: yup.string().required('Tanggal wajib diisi'),
  perihal: yup.string().max(1000, 'Perihal paling banyak 1000 karakter'),
});

/** /pegawai/jabatan/surat (1 or 57): decree letters (nomor, tanggal, perihal) registered against a position. */
export default function JabatanSuratPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [jabatan, setJabatan] = useState<JabatanRow | null>(null);
  const letters = useJabatanDetails<JabatanSuratRow>(SURAT_PATH, jabatan?.id ?? null);

  const remove = async (surat: JabatanSuratRow) => {
    if (!(await confirm({ title: 'Hapus surat?', message: `Surat ${surat.nomor} akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await transport.request<{ message: string }>('DELETE', `${SURAT_PATH}/${surat.id}`)).message);
      void letters.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <JabatanDetails<JabatanSuratRow>
      title="Surat Keputusan Jabatan"
      jabatan={jabatan}
      onJabatanChange={setJabatan}
      details={letters}
      emptyTitle="Belum ada surat untuk jabatan ini"
      form={(jabatan) => (
        <Formik
          initialValues={{ nomor: '', tanggal: '', perihal: '' }}
          validationSchema={suratSchema}
          onSubmit={async (values, helpers) => {
            try {
              const answer = await transport.request<{ message: string }>('POST', SURAT_PATH, {
                body: {
                  jabatan_id: jabatan.id,
                  nomor: values.nomor.trim(),
                  tanggal: values.tanggal,
                  perihal: values.perihal.trim() || null,
                },
              });
              notify.success(answer.message);
              helpers.resetForm();
              void letters.mutate();
            } catch (error) {
              if (error instanceof ApiError && error.errors)
                helpers.setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, t]) => [f, t.join(' ')])));
              notifyError(error);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="3">
                <HStack align="start" gap="3">
                  <FormField name="nomor" label="Nomor Surat" required />
                  <FormField name="tanggal" label="Tanggal" type="date" required />
                </HStack>
                <FormField name="perihal" label="Perihal" />
                <Button type="submit" w="fit-content" loading={isSubmitting}>
                  Tambah Surat
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    >
      {(rows) => (
        <Table.Root size="sm" variant="outline" aria-label="Surat keputusan jabatan">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nomor</Table.ColumnHeader>
              <Table.ColumnHeader>Tanggal</Table.ColumnHeader>
              <Table.ColumnHeader>Perihal</Table.ColumnHeader>
              <Table.ColumnHeader>Aksi</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.nomor}</Table.Cell>
                <Table.Cell>{formatDate(s.tanggal)}</Table.Cell>
                <Table.Cell>{s.perihal ?? '-'}</Table.Cell>
                <Table.Cell>
                  <Button kind="danger" size="xs" aria-label={`Hapus surat ${s.nomor}`} onClick={() => void remove(s)}>
                    Hapus
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </JabatanDetails>
  );
}
