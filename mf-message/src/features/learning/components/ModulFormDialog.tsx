import { Form, Formik } from 'formik';
import type { LearningModulInput } from '@portal/contracts';
import { Stack, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { modulSchema, type ModulFormValues } from '../api';

export interface ModulFormDialogProps {
  title: string;
  initialValues: ModulFormValues;
  onSubmit: (input: LearningModulInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a learning module: name, description and order. */
export function ModulFormDialog({ title, initialValues, onSubmit, onClose }: ModulFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="modul-form-dialog">
      <Formik<ModulFormValues>
        initialValues={initialValues}
        validationSchema={modulSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () =>
            onSubmit({
              nama: values.nama.trim(),
              deskripsi: values.deskripsi?.trim() ? values.deskripsi.trim() : null,
              urutan: values.urutan,
            }),
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField name="nama" label="Nama Modul" required />
              <FormField<string> name="deskripsi" label="Deskripsi">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormField name="urutan" label="Urutan" type="number" required />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="modul-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
