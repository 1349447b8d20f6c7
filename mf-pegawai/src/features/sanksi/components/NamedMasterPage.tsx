import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import * as yup from 'yup';
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
  type SelectOption,
} from '@portal/design-system';
import { RowActions } from '../../../shared/RowActions';
import { MasterTable } from '../../../shared/MasterTable';

/** The entry's one link upwards (a type's parent, a parent's class), chosen from a list. */
export interface MasterLink<T> {
  label: string;
  placeholder: string;
  requiredMessage: string;
  options: SelectOption[];
  of: (row: T) => number;
}

/** The words of one master list, for its header, table, dialog and delete confirmation. */
export interface MasterWords {
  title: string;
  addLabel: string;
  caption: string;
  emptyText: string;
  createTitle: string;
  editTitle: string;
  deleteTitle: string;
}

export interface NamedMasterPageProps<T extends { id: number; nama: string }> {
  words: MasterWords;
  /** Column headers before 'Aksi', one per cell of `cells`. */
  headers: string[];
  list: { data?: { data: T[] }; error?: { message: string }; mutate: () => unknown };
  cells: (row: T) => ReactNode[];
  link: MasterLink<T>;
  save: (input: { nama: string; linkId: number }, id?: number) => Promise<{ message: string }>;
  remove: (id: number) => Promise<{ message: string }>;
}

interface Values {
  nama: string;
  link: string;
}

/**
 * A master list whose entries are a name and one link upwards (sanction types under parents,
 * parents under classes): the whole list in a table, add and edit in one dialog, delete after a
 * confirmation. The server refuses a duplicate name or a delete still in use; the answer is shown.
 */
export function NamedMasterPage<T extends { id: number; nama: string }>({
  words,
  headers,
  list,
  cells,
  link,
  save,
  remove,
}: NamedMasterPageProps<T>) {
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ row?: T; values: Values } | null>(null);
  const schema = yup.object({
    nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
    link: yup.string().required(link.requiredMessage),
  });

  const onDelete = async (row: T) => {
    if (!(await confirm({ title: words.deleteTitle, message: `"${row.nama}" akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await remove(row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title={words.title} size="xl">
        <Button size="sm" onClick={() => setEditing({ values: { nama: '', link: '' } })}>
          {words.addLabel}
        </Button>
      </PageHeader>
      <MasterTable<T>
        caption={words.caption}
        headers={[...headers, 'Aksi']}
        rows={list.data?.data}
        error={list.error}
        emptyText={words.emptyText}
        cells={(r) => [
          ...cells(r),
          <RowActions
            key="a"
            editLabel={`Ubah ${r.nama}`}
            deleteLabel={`Hapus ${r.nama}`}
            onEdit={() => setEditing({ row: r, values: { nama: r.nama, link: String(link.of(r)) } })}
            onDelete={() => void onDelete(r)}
          />,
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={editing?.row ? words.editTitle : words.createTitle}
        onClose={() => setEditing(null)}
      >
        <Formik<Values>
          initialValues={editing?.values ?? { nama: '', link: '' }}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const ok = await submitToApi(
              helpers,
              async () => {
                const input = { nama: values.nama.trim(), linkId: Number(values.link) };
                notify.success((await save(input, editing?.row?.id)).message);
              },
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
                <FormField<string> name="link" label={link.label} required>
                  {({ field, invalid }) => (
                    <OptionSelect {...field} options={link.options} placeholder={link.placeholder} invalid={invalid} />
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
