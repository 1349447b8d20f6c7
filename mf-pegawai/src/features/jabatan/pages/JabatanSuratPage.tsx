import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { ApiError, useTransport } from '@portal/api-client';
import type { JabatanRow, JabatanSuratRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  EmptyState,
  FormField,
  notify,
  useConfirm,
  Button,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { SURAT_PATH, useJabatanDetails } from '../api';
import { JabatanPicker } from '../components/JabatanPicker';

const suratSchema = yup.object({
  nomor: yup.string().trim().required('Nomor surat wajib diisi').max(255, 'Nomor surat paling banyak 255 karakter'),
  tanggal: yup.string().required('Tanggal wajib diisi'),
  perihal: yup.string().max(1000, 'Perihal paling banyak 1000 karakter'),
});

function report(error: unknown) {
  if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
    notify.error(error instanceof Error ? error.message : String(error));
}

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
      report(error);
    }
  };

  const rows = letters.data?.data;
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        Surat Keputusan Jabatan
      </Heading>
      <JabatanPicker label="Jabatan" value={jabatan} onChange={setJabatan} />
      {jabatan ? (
        <>
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
                report(error);
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
          {letters.error ? <Text color="fg.error">{letters.error.message}</Text> : null}
          {rows && rows.length === 0 ? <EmptyState title="Belum ada surat untuk jabatan ini" /> : null}
          {rows && rows.length > 0 ? (
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
                      <Button
                        kind="danger"
                        size="xs"
                        aria-label={`Hapus surat ${s.nomor}`}
                        onClick={() => void remove(s)}
                      >
                        Hapus
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
