import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { LiburInput } from '@portal/contracts';
import { Stack } from '@portal/design-system';
import { submitToApi, DatePicker, FormActions, FormField } from '@portal/design-system/forms';

const schema: yup.ObjectSchema<LiburInput> = yup.object({
  tanggal: yup.string().required('Field is required'),
  nama: yup.string().trim().required('Field is required').max(200, 'Nama paling banyak 200 karakter'),
});

/** Add or change one holiday (formik + yup); the server's 409/422 land under the fields. */
export function LiburForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: LiburInput;
  onSubmit: (body: LiburInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <Formik<LiburInput>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit({ tanggal: values.tanggal, nama: values.nama.trim() }), {
          conflictField: 'tanggal',
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="libur-form">
          <Stack gap="4">
            <FormField<string> name="tanggal" label="Tanggal" required group>
              {({ field, helpers, error }) => (
                <DatePicker
                  label="Tanggal"
                  name="tanggal"
                  value={field.value || null}
                  error={error}
                  onChange={(v) => void helpers.setValue(v ?? '')}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <FormField name="nama" label="Nama Hari Libur" required />
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="libur-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
