import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { DiklatMaster, DiklatMasterInput, DiklatMasterRow } from '@portal/contracts';
import {
  Button,
  FormActions,
  FormDialog,
  FormField,
  Heading,
  HStack,
  notify,
  notifyError,
  OptionSelect,
  Stack,
  submitToApi,
  useConfirm,
} from '@portal/design-system';
import { RowActions } from '../../../shared/RowActions';
import { MasterTable } from '../../sanksi/public';
import { deleteMaster, saveMaster, useMaster } from '../api';

export interface DiklatMasterSectionProps {
  kind: DiklatMaster;
  /** 'Penyelenggara', 'Sertifikasi', … (the heading, the buttons and the dialog). */
  noun: string;
  /** The organisers: nama and akronim, shown 'nama | akronim'. */
  akronim?: boolean;
  /** Certifications and qualifications: under a parent of this list. */
  parent?: { kind: DiklatMaster; noun: string };
  /** A page with one list uses an h1. */
  as?: 'h1' | 'h2';
}

interface Values {
  nama: string;
  akronim: string;
  parent_id: string;
}

/**
 * One diklat master list read whole: add and change in one dialog, delete after confirming (the
 * server refuses a name taken or a row still used, and says so).
 */
export function DiklatMasterSection({ kind, noun, akronim, parent, as = 'h2' }: DiklatMasterSectionProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const list = useMaster(kind);
  const parents = useMaster(parent?.kind ?? kind);
  const [editing, setEditing] = useState<{ row?: DiklatMasterRow; values: Values } | null>(null);
  const schema = yup.object({
    nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
    akronim: akronim
      ? yup.string().trim().required('Akronim wajib diisi').max(50, 'Akronim paling banyak 50 karakter')
      : yup.string(),
    parent_id: parent ? yup.string().required(`${parent.noun} wajib dipilih`) : yup.string(),
  });

  const remove = async (row: DiklatMasterRow) => {
    if (!(await confirm({ title: `Hapus ${noun}?`, message: `"${row.label}" akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await deleteMaster(transport, kind, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const headers = ['Nama', ...(akronim ? ['Akronim'] : []), ...(parent ? [parent.noun] : []), 'Dipakai', 'Aksi'];
  return (
    <Stack gap="3" data-testid={`diklat-master-${kind}`}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as={as} size={as === 'h1' ? 'xl' : 'md'}>
          {noun}
        </Heading>
        <Button size="sm" onClick={() => setEditing({ values: { nama: '', akronim: '', parent_id: '' } })}>
          Tambah {noun}
        </Button>
      </HStack>
      <MasterTable<DiklatMasterRow>
        caption={`Daftar ${noun}`}
        headers={headers}
        rows={list.data?.data}
        error={list.error}
        emptyText={`Belum ada ${noun.toLowerCase()}`}
        cells={(r) => [
          r.nama,
          ...(akronim ? [r.akronim ?? '-'] : []),
          ...(parent ? [r.parent?.nama ?? '-'] : []),
          String(r.jumlah),
          <RowActions
            key="a"
            editLabel={`Ubah ${r.label}`}
            deleteLabel={`Hapus ${r.label}`}
            onEdit={() =>
              setEditing({
                row: r,
                values: { nama: r.nama, akronim: r.akronim ?? '', parent_id: r.parent_id ? String(r.parent_id) : '' },
              })
            }
            onDelete={() => void remove(r)}
          />,
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={`${editing?.row ? 'Ubah' : 'Tambah'} ${noun}`}
        onClose={() => setEditing(null)}
      >
        <Formik<Values>
          initialValues={editing?.values ?? { nama: '', akronim: '', parent_id: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const input: DiklatMasterInput = { nama: values.nama.trim() };
            if (akronim) input.akronim = values.akronim.trim();
            if (parent) input.parent_id = Number(values.parent_id);
            const ok = await submitToApi(
              helpers,
              async () => notify.success((await saveMaster(transport, kind, input, editing?.row?.id)).message),
              { conflictField: 'nama' },
            );
            if (!ok) return;
            setEditing(null);
            void list.mutate();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="nama" label="Nama" required />
                {akronim ? <FormField name="akronim" label="Akronim" required /> : null}
                {parent ? (
                  <FormField<string> name="parent_id" label={parent.noun} required>
                    {({ field, invalid }) => (
                      <OptionSelect
                        {...field}
                        options={(parents.data?.data ?? []).map((p) => ({ id: String(p.id), nama: p.nama }))}
                        placeholder={`Pilih ${parent.noun.toLowerCase()}`}
                        invalid={invalid}
                      />
                    )}
                  </FormField>
                ) : null}
                <FormActions onCancel={() => setEditing(null)} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
