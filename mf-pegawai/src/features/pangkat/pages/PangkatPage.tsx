import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import type { PangkatInput, PangkatRow } from '@portal/contracts';
import {
  Badge,
  Button,
  Checkbox,
  type DataTableColumn,
  HStack,
  notify,
  notifyError,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  useConfirm,
} from '@portal/design-system';
import { FormActions, FormDialog, FormField } from '@portal/design-system/forms';
import { deletePangkat, EMPTY_PANGKAT, gradeText, pangkatFormSchema, savePangkat, usePangkatList } from '../api';
import { RowActions } from '../../../shared/RowActions';
import { ListTable } from '../../../shared/ListTable';
import { useSortedListQuery } from '../../../shared/list-query';

/** /pegawai/pangkat (1 or 57): the rank register; grade shown 'grade | corporate title'. */
export default function PangkatPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useSortedListQuery();
  const list = usePangkatList(query);
  const [editing, setEditing] = useState<{ id?: number; values: PangkatInput } | null>(null);

  const remove = async (row: PangkatRow) => {
    if (
      !(await confirm({ title: 'Hapus pangkat?', message: `Pangkat "${row.nama}" akan dihapus.`, destructive: true }))
    )
      return;
    try {
      notify.success((await deletePangkat(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: DataTableColumn<PangkatRow>[] = [
    {
      key: 'nama',
      header: 'Nama',
      sortable: true,
      render: (r) =>
        r.is_disabled ? (
          <HStack>
            {r.nama}
            <Badge colorPalette="red">Tidak dipakai</Badge>
          </HStack>
        ) : (
          r.nama
        ),
    },
    { key: 'grade', header: 'Grade', sortable: true, render: (r) => gradeText(r) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah ${r.nama}`}
          deleteLabel={`Hapus ${r.nama}`}
          onEdit={() =>
            setEditing({
              id: r.id,
              values: { nama: r.nama, grade: r.grade, corporate_title: r.corporate_title, is_disabled: r.is_disabled },
            })
          }
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Pangkat" size="xl">
        <Button size="sm" onClick={() => setEditing({ values: EMPTY_PANGKAT })} data-testid="pangkat-add">
          Tambah Pangkat
        </Button>
      </PageHeader>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <ListTable<PangkatRow>
        list={list}
        search={query.search}
        caption="Daftar pangkat"
        columns={columns}
        searchPlaceholder="Cari nama, grade atau corporate title..."
        emptyText="Belum ada pangkat"
        {...tableQueryHandlers(setQuery)}
      />
      <FormDialog
        open={editing !== null}
        title={editing?.id ? 'Ubah Pangkat' : 'Tambah Pangkat'}
        onClose={() => setEditing(null)}
      >
        <Formik<PangkatInput>
          initialValues={editing?.values ?? EMPTY_PANGKAT}
          validationSchema={pangkatFormSchema}
          onSubmit={async (values, helpers) => {
            try {
              notify.success(
                (
                  await savePangkat(
                    transport,
                    {
                      ...values,
                      nama: values.nama.trim(),
                      grade: values.grade.trim(),
                      corporate_title: values.corporate_title.trim(),
                    },
                    editing?.id,
                  )
                ).message,
              );
              setEditing(null);
              void list.mutate();
            } catch (error) {
              if (error instanceof ApiError && error.errors)
                helpers.setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, t]) => [f, t.join(' ')])));
              notifyError(error);
            }
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate>
              <Stack gap="4">
                <FormField name="nama" label="Nama" required />
                <FormField name="grade" label="Grade" required />
                <FormField name="corporate_title" label="Corporate Title" required />
                <Checkbox.Root
                  checked={values.is_disabled}
                  onCheckedChange={(e) => void setFieldValue('is_disabled', e.checked === true)}
                >
                  <Checkbox.HiddenInput name="is_disabled" />
                  <Checkbox.Control />
                  <Checkbox.Label>Tidak dipakai lagi</Checkbox.Label>
                </Checkbox.Root>
                <FormActions onCancel={() => setEditing(null)} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      </FormDialog>
    </Stack>
  );
}
