import { FieldArray, Form, Formik } from 'formik';
import type { LearningMateriInput, LearningModulRow } from '@portal/contracts';
import { Button, HStack, Stack, Text, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { materiSchema, type MateriFormValues } from '../api';

export interface MateriFormDialogProps {
  title: string;
  initialValues: MateriFormValues;
  modules: readonly LearningModulRow[];
  onSubmit: (input: LearningMateriInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a material: module, title, order, text and links (http/https). */
export function MateriFormDialog({ title, initialValues, modules, onSubmit, onClose }: MateriFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="materi-form-dialog">
      <Formik<MateriFormValues>
        initialValues={initialValues}
        validationSchema={materiSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () =>
            onSubmit({
              modul_id: values.modul_id,
              judul: values.judul.trim(),
              isi: values.isi,
              urutan: values.urutan,
              tautan: values.tautan.map((t) => ({ label: t.label.trim(), url: t.url.trim() })),
            }),
          );
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<number> name="modul_id" label="Modul" required>
                {({ field }) => (
                  <select
                    aria-label="Modul"
                    value={field.value || ''}
                    onChange={(e) => void setFieldValue('modul_id', Number(e.target.value))}
                  >
                    <option value="">Pilih modul</option>
                    {modules.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.nama}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField name="judul" label="Judul" required />
              <FormField name="urutan" label="Urutan" type="number" required />
              <FormField<string> name="isi" label="Isi">
                {({ field }) => <Textarea {...field} rows={8} />}
              </FormField>
              <FieldArray name="tautan">
                {(links) => (
                  <Stack gap="2">
                    <Text fontWeight="medium">Tautan</Text>
                    {values.tautan.map((_, i) => (
                      <HStack key={i} gap="2" align="start">
                        <FormField name={`tautan.${i}.label`} label="Label" required />
                        <FormField name={`tautan.${i}.url`} label="Alamat" required />
                        <Button size="xs" kind="secondary" onClick={() => links.remove(i)}>
                          Hapus
                        </Button>
                      </HStack>
                    ))}
                    <HStack>
                      <Button size="xs" kind="secondary" onClick={() => links.push({ label: '', url: '' })}>
                        Tambah tautan
                      </Button>
                    </HStack>
                  </Stack>
                )}
              </FieldArray>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="materi-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
