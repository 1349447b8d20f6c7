import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { CovidInput, CovidStatus } from '@portal/contracts';
import { portalToday, COVID_TYPE_LABELS } from '@portal/domain';
import { FormField, Button, NativeSelect, Stack, Textarea } from '@portal/design-system';

const schema = yup.object({
  tanggal: yup.string().required('Tanggal wajib diisi'),
  status_id: yup.number().typeError('Status wajib dipilih').required('Status wajib dipilih'),
  type: yup.mixed<'wfo' | 'wfh'>().oneOf(['wfo', 'wfh']).required('Lokasi kerja wajib dipilih'),
  keterangan: yup.string().max(1000, 'Keterangan maksimal 1000 karakter').nullable(),
});

/** The employee's own declaration for a day. */
export function CovidForm({
  statuses,
  onSubmit,
}: {
  statuses: CovidStatus[];
  onSubmit: (values: CovidInput) => Promise<void>;
}) {
  return (
    <Formik<CovidInput>
      initialValues={{ tanggal: portalToday(), status_id: 1, type: 'wfo', keterangan: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await onSubmit({ ...values, status_id: Number(values.status_id) });
        helpers.resetForm();
      }}
    >
      {({ isSubmitting, getFieldProps }) => (
        <Form noValidate aria-label="Laporan kesehatan">
          <Stack gap="3" maxW="md">
            <FormField name="tanggal" label="Tanggal" type="date" required />
            <FormField name="status_id" label="Kondisi" required>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...getFieldProps('status_id')}>
                  {statuses.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.nama}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="type" label="Lokasi kerja" required>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...getFieldProps('type')}>
                  {(Object.keys(COVID_TYPE_LABELS) as (keyof typeof COVID_TYPE_LABELS)[]).map((t) => (
                    <option key={t} value={t}>
                      {COVID_TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="keterangan" label="Keterangan">
              <Textarea rows={2} {...getFieldProps('keterangan')} />
            </FormField>
            <Button type="submit" alignSelf="start" loading={isSubmitting}>
              Kirim Laporan
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
