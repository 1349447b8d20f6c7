import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import { MONTH_OPTIONS, portalToday } from '@portal/domain';
import type { SkmdMutationAnswer } from '@portal/contracts';
import { Input, OptionSelect, Stack, Textarea } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { createSkmd } from '../api';

interface Values {
  tahun: string;
  bulan: string;
  uraian_tugas: string;
  tempat_tugas: string;
}

const schema = yup.object({
  tahun: yup
    .number()
    .typeError('Tahun harus angka')
    .required('Tahun wajib diisi')
    .min(2000, 'Tahun paling kecil 2000')
    .max(2100, 'Tahun paling besar 2100'),
  bulan: yup.string().required('Bulan wajib dipilih'),
  uraian_tugas: yup.string().trim().required('Uraian tugas wajib diisi').max(5000, 'Paling banyak 5000 karakter'),
  tempat_tugas: yup.string().trim().max(255, 'Paling banyak 255 karakter'),
});

export interface SkmdCreateFormProps {
  onSaved: (answer: SkmdMutationAnswer) => void;
  onCancel: () => void;
}

/** "Buat SKMD": the caller's letter of a month (store_skmd), saved as Draft. */
export function SkmdCreateForm({ onSaved, onCancel }: SkmdCreateFormProps) {
  const transport = useTransport();
  const today = portalToday();
  return (
    <Formik<Values>
      initialValues={{
        tahun: today.slice(0, 4),
        bulan: String(Number(today.slice(5, 7))),
        uraian_tugas: '',
        tempat_tugas: '',
      }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () =>
          onSaved(
            await createSkmd(transport, {
              tahun: Number(values.tahun),
              bulan: Number(values.bulan),
              uraian_tugas: values.uraian_tugas.trim(),
              tempat_tugas: values.tempat_tugas.trim() || null,
            }),
          ),
        );
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="skmd-create-form">
          <Stack gap="4">
            <FormField<string> name="tahun" label="Tahun" required>
              {({ field }) => <Input {...field} inputMode="numeric" maxLength={4} data-testid="skmd-tahun" />}
            </FormField>
            <FormField<string> name="bulan" label="Bulan" required>
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  invalid={invalid}
                  aria-label="Bulan"
                  placeholder="Pilih bulan"
                  options={MONTH_OPTIONS}
                  data-testid="skmd-bulan"
                />
              )}
            </FormField>
            <FormField<string> name="uraian_tugas" label="Uraian Tugas" required>
              {({ field }) => <Textarea {...field} rows={5} maxLength={5000} data-testid="skmd-uraian" />}
            </FormField>
            <FormField<string> name="tempat_tugas" label="Tempat Tugas">
              {({ field }) => <Input {...field} maxLength={255} data-testid="skmd-tempat" />}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="skmd-create-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
