import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { CovidInput, CovidStatus } from '@portal/contracts';
import { portalToday, COVID_TYPE_LABELS } from '@portal/domain';
import { OptionSelect, Button, Stack, Textarea } from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';

const schema = yup.object({
  tanggal: yup.string().required('Tanggal wajib diisi'),
  status_id: yup.number().typeError('Status wajib dipilih').required('Status wajib dipilih'),
  type: yup.mixed<'wfo' | 'wfh'>().oneOf(['wfo', 'wfh']).required('Lokasi kerja wajib dipilih'),
  keterangan: yup.string().max(1000, 'Keterangan maksimal 1000 karakter').nullable(),
});

const TYPE_OPTIONS = Object.entries(COVID_TYPE_LABELS).map(([id, nama]) => ({ id, nama }));

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
              <OptionSelect size="sm" options={statuses} {...getFieldProps('status_id')} />
            </FormField>
            <FormField name="type" label="Lokasi kerja" required>
              <OptionSelect size="sm" options={TYPE_OPTIONS} {...getFieldProps('type')} />
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
