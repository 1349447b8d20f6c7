import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { SkmdDetail, SkmdMutationAnswer } from '@portal/contracts';
import { Input, Stack, Textarea } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { updateSkmdDetail } from '../api';

const schema = yup.object({
  uraian_tugas: yup.string().trim().required('Uraian tugas wajib diisi').max(5000, 'Paling banyak 5000 karakter'),
  tempat_tugas: yup.string().trim().max(255, 'Paling banyak 255 karakter'),
});

export interface SkmdDetailFormProps {
  skmd: SkmdDetail;
  onSaved: (answer: SkmdMutationAnswer) => void;
  onCancel: () => void;
}

/** The letter's uraian and tempat tugas while Draft (store_skmd_update). */
export function SkmdDetailForm({ skmd, onSaved, onCancel }: SkmdDetailFormProps) {
  const transport = useTransport();
  return (
    <Formik
      initialValues={{ uraian_tugas: skmd.skmd?.uraian_tugas ?? '', tempat_tugas: skmd.skmd?.tempat_tugas ?? '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () =>
          onSaved(
            await updateSkmdDetail(transport, skmd.id, {
              uraian_tugas: values.uraian_tugas.trim(),
              tempat_tugas: values.tempat_tugas.trim() || null,
            }),
          ),
        );
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="skmd-detail-form">
          <Stack gap="4">
            <FormField<string> name="uraian_tugas" label="Uraian Tugas" required>
              {({ field }) => <Textarea {...field} rows={5} maxLength={5000} data-testid="skmd-edit-uraian" />}
            </FormField>
            <FormField<string> name="tempat_tugas" label="Tempat Tugas">
              {({ field }) => <Input {...field} maxLength={255} data-testid="skmd-edit-tempat" />}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="skmd-detail-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
