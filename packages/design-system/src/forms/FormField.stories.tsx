import { Button, notify, SearchableSelect, Stack, type OptionId } from '@portal/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form, Formik } from 'formik';
import { DatePicker } from './DatePicker';
import { FormField } from './FormField';
import { demoPegawai } from '../stories/fixtures';

interface Values {
  keterangan: string;
  pegawai_id: OptionId | null;
  tanggal: string | null;
}

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.keterangan) errors.keterangan = 'Field is required';
  if (!values.pegawai_id) errors.pegawai_id = 'Field is required';
  if (!values.tanggal) errors.tanggal = 'Field is required';
  return errors;
}

function IzinForm() {
  return (
    <Formik<Values>
      initialValues={{ keterangan: '', pegawai_id: null, tanggal: null }}
      validate={validate}
      onSubmit={(values) => {
        notify.success(`Izin created: ${JSON.stringify(values)}`);
      }}
    >
      <Form noValidate>
        <Stack gap="4" maxW="md">
          <FormField<OptionId | null> name="pegawai_id" label="Pegawai" required>
            {({ field, helpers, invalid }) => (
              <SearchableSelect
                options={demoPegawai.slice(0, 40)}
                searchKeys={['npp', 'jabatan.nama']}
                value={field.value}
                invalid={invalid}
                onChange={(value) => helpers.setValue(value)}
                onBlur={() => helpers.setTouched(true)}
              />
            )}
          </FormField>
          <FormField<string | null> name="tanggal" label="Tanggal izin" required group>
            {({ field, helpers }) => (
              <DatePicker
                value={field.value}
                onChange={(v) => helpers.setValue(v)}
                onBlur={() => helpers.setTouched(true)}
              />
            )}
          </FormField>
          <FormField name="keterangan" label="Keterangan" required helperText="Alasan izin" />
          <Button type="submit" alignSelf="start">
            Simpan
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Design system/FormField',
  component: IzinForm,
} satisfies Meta<typeof IzinForm>;

export default meta;
export const FormikForm: StoryObj<typeof meta> = {};
