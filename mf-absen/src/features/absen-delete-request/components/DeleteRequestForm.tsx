import { Formik, Form, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import type { AbsenDeleteRequestInput } from '@portal/contracts';
import { Button, Stack, Textarea } from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';

export const deleteRequestSchema = yup.object({
  tanggal: yup
    .string()
    .required('Tanggal wajib diisi')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid'),
  alasan: yup
    .string()
    .trim()
    .required('Alasan wajib diisi')
    .min(5, 'Alasan minimal 5 karakter')
    .max(1000, 'Alasan maksimal 1000 karakter'),
});

/** Day and reason of a new delete request; the server answers field errors as 422. */
export function DeleteRequestForm({
  onSubmit,
}: {
  onSubmit: (
    values: AbsenDeleteRequestInput,
    helpers: Pick<FormikHelpers<AbsenDeleteRequestInput>, 'setErrors'>,
  ) => Promise<void>;
}) {
  return (
    <Formik<AbsenDeleteRequestInput>
      initialValues={{ tanggal: '', alasan: '' }}
      validationSchema={deleteRequestSchema}
      onSubmit={(values, helpers) => onSubmit(values, helpers)}
    >
      {({ isSubmitting, getFieldProps }) => (
        <Form noValidate aria-label="Pengajuan hapus absen">
          <Stack gap="3">
            <FormField name="tanggal" label="Tanggal absen" type="date" required />
            <FormField name="alasan" label="Alasan" required>
              <Textarea rows={3} {...getFieldProps('alasan')} />
            </FormField>
            <Button type="submit" alignSelf="start" loading={isSubmitting}>
              Simpan Draft
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
