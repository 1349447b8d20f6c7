import { Form, Formik } from 'formik';
import type { OutsourcingInput, OutsourcingNamedRow, OutsourcingUpdateInput } from '@portal/contracts';
import { Heading, OptionSelect, Stack } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { outsourcingFormSchema, outsourcingInputOf, type OutsourcingFormValues } from '../api';
import { KontrakFields } from './KontrakFields';

const GENDER = [
  { id: 'L', nama: 'Laki-laki' },
  { id: 'P', nama: 'Perempuan' },
];

export interface OutsourcingFormDialogProps {
  title: string;
  initialValues: OutsourcingFormValues;
  jabatan: readonly OutsourcingNamedRow[];
  jenis: readonly OutsourcingNamedRow[];
  onSubmit: (input: OutsourcingInput | OutsourcingUpdateInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds a worker with the first contract, or changes a worker's identity and position. */
export function OutsourcingFormDialog({
  title,
  initialValues,
  jabatan,
  jenis,
  onSubmit,
  onClose,
}: OutsourcingFormDialogProps) {
  const jabatanOptions = jabatan.map((j) => ({ id: String(j.id), nama: j.nama }));
  return (
    <FormDialog open title={title} onClose={onClose} testId="outsourcing-form-dialog">
      <Formik<OutsourcingFormValues>
        initialValues={initialValues}
        validationSchema={outsourcingFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(outsourcingInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField name="nama" label="Nama" required />
              <FormField name="nik" label="NIK" />
              <FormField<string> name="tanggal_lahir" label="Tanggal Lahir" group>
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Tanggal Lahir"
                    name="tanggal_lahir"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<string> name="jenis_kelamin" label="Jenis Kelamin">
                {({ field }) => <OptionSelect {...field} options={GENDER} placeholder="Pilih jenis kelamin" />}
              </FormField>
              <FormField name="telepon" label="Telepon" />
              <FormField<string> name="jabatan_id" label="Jabatan">
                {({ field, invalid }) => (
                  <OptionSelect {...field} options={jabatanOptions} placeholder="Pilih jabatan" invalid={invalid} />
                )}
              </FormField>
              {initialValues.kontrak ? (
                <>
                  <Heading as="h3" size="sm">
                    Kontrak Pertama
                  </Heading>
                  <KontrakFields prefix="kontrak." jenis={jenis} />
                </>
              ) : null}
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="outsourcing-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
