import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import * as yup from 'yup';
import {
  Button,
  Checkbox,
  Heading,
  HStack,
  notify,
  OptionSelect,
  Stack,
  useConfirmedDelete,
  type SelectOption,
} from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { MasterTable } from './MasterTable';
import { RowActions } from './RowActions';

/**
 * One field of an entry besides its name: a yes/no flag, a choice from a list, or a free text (with
 * `requiredMessage` a required one, at most `max` characters).
 */
export type MasterField =
  | { kind: 'flag'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: SelectOption[];
      requiredMessage: string;
      placeholder?: string;
    }
  | { kind: 'text'; name: string; label: string; requiredMessage?: string; max?: number };

export interface MasterSectionProps<T extends { id: number; nama: string }> {
  /** The section's heading, e.g. 'Golongan Rumah Sakit'. */
  title: string;
  headers: string[];
  list: { data?: { data: T[] }; error?: { message: string }; mutate: () => unknown };
  cells: (row: T) => ReactNode[];
  fields?: MasterField[];
  /** The form's values of an entry (besides nama), as strings/booleans. */
  valuesOf?: (row: T) => Record<string, string | boolean>;
  save: (body: Record<string, unknown>, id?: number) => Promise<{ message: string }>;
  remove: (id: number) => Promise<{ message: string }>;
  testId: string;
  /** How an entry is named in its buttons and the delete question (default its nama). */
  labelOf?: (row: T) => string;
  /** Default 'Belum ada {title}'. */
  emptyText?: string;
  /** A page with one list uses an h1. */
  as?: 'h1' | 'h2';
}

type Values = Record<string, string | boolean> & { nama: string };

/**
 * A short master list read whole (care-claim types and hospitals, training organisers, categories,
 * certifications…): add and edit in one dialog, delete after a confirmation. The server refuses a
 * duplicate name or a delete still in use; its answer is shown.
 */
export function MasterSection<T extends { id: number; nama: string }>({
  title,
  headers,
  list,
  cells,
  fields = [],
  valuesOf,
  save,
  remove,
  testId,
  labelOf = (row) => row.nama,
  emptyText = `Belum ada ${title}`,
  as = 'h2',
}: MasterSectionProps<T>) {
  const confirmDelete = useConfirmedDelete();
  const empty: Values = {
    nama: '',
    ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'flag' ? false : ''])),
  };
  const [editing, setEditing] = useState<{ row?: T; values: Values } | null>(null);
  const schema = yup.object({
    nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
    ...Object.fromEntries(
      fields.flatMap((f) => {
        if (f.kind === 'select') return [[f.name, yup.string().required(f.requiredMessage)]];
        if (f.kind !== 'text') return [];
        let rule = yup.string().trim();
        if (f.requiredMessage) rule = rule.required(f.requiredMessage);
        if (f.max) rule = rule.max(f.max, `${f.label} paling banyak ${f.max} karakter`);
        return [[f.name, rule]];
      }),
    ),
  });
  const bodyOf = (values: Values) => ({
    nama: values.nama.trim(),
    ...Object.fromEntries(
      fields.map((f) => {
        const v = values[f.name];
        if (f.kind === 'select') return [f.name, Number(v)];
        if (f.kind === 'text') return [f.name, String(v).trim() || null];
        return [f.name, v === true];
      }),
    ),
  });

  const onDelete = async (row: T) => {
    const message = `"${labelOf(row)}" akan dihapus.`;
    if (await confirmDelete({ title: `Hapus ${title}?`, message, remove: () => remove(row.id) })) void list.mutate();
  };

  return (
    <Stack gap="3" data-testid={testId}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as={as} size={as === 'h1' ? 'xl' : 'md'}>
          {title}
        </Heading>
        <Button size="sm" onClick={() => setEditing({ values: empty })}>
          {`Tambah ${title}`}
        </Button>
      </HStack>
      <MasterTable<T>
        caption={`Daftar ${title}`}
        headers={[...headers, 'Aksi']}
        rows={list.data?.data}
        error={list.error}
        emptyText={emptyText}
        cells={(r) => [
          ...cells(r),
          <RowActions
            key="a"
            editLabel={`Ubah ${labelOf(r)}`}
            deleteLabel={`Hapus ${labelOf(r)}`}
            onEdit={() => setEditing({ row: r, values: { ...empty, nama: r.nama, ...valuesOf?.(r) } })}
            onDelete={() => void onDelete(r)}
          />,
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={`${editing?.row ? 'Ubah' : 'Tambah'} ${title}`}
        onClose={() => setEditing(null)}
      >
        <Formik<Values>
          initialValues={editing?.values ?? empty}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const ok = await submitToApi(
              helpers,
              async () => notify.success((await save(bodyOf(values), editing?.row?.id)).message),
              { conflictField: 'nama' },
            );
            if (!ok) return;
            setEditing(null);
            void list.mutate();
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="nama" label="Nama" required />
                {fields.map((f) =>
                  f.kind === 'select' ? (
                    <FormField<string> key={f.name} name={f.name} label={f.label} required>
                      {({ field, invalid }) => (
                        <OptionSelect
                          {...field}
                          options={f.options}
                          placeholder={f.placeholder ?? `Pilih ${f.label}`}
                          invalid={invalid}
                        />
                      )}
                    </FormField>
                  ) : f.kind === 'text' ? (
                    <FormField key={f.name} name={f.name} label={f.label} required={!!f.requiredMessage} />
                  ) : (
                    <Checkbox.Root
                      key={f.name}
                      checked={values[f.name] === true}
                      onCheckedChange={(e) => void setFieldValue(f.name, e.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{f.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ),
                )}
                <FormActions onCancel={() => setEditing(null)} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
