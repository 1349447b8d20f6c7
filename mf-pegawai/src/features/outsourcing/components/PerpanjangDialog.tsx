import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { OutsourcingPerpanjangInput } from '@portal/contracts';
import { Stack, Text } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';

interface Values {
  akhir: string;
  nomor: string;
}

const schema = yup.object({
  akhir: yup.string().required('Tanggal akhir kontrak wajib diisi'),
  nomor: yup.string().max(255, 'Nomor kontrak paling banyak 255 karakter'),
});

export interface PerpanjangDialogProps {
  ids: readonly number[];
  onSubmit: (input: OutsourcingPerpanjangInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Extends the chosen workers' last contracts to one end date. The server does all or none: if one
 * worker cannot be extended, nothing is written and the reasons are shown.
 */
export function PerpanjangDialog({ ids, onSubmit, onClose }: PerpanjangDialogProps) {
  return (
    <FormDialog open title="Perpanjang Kontrak" onClose={onClose} testId="perpanjang-dialog">
      <Formik<Values>
        initialValues={{ akhir: '', nomor: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          await submitToApi(
            helpers,
            () => onSubmit({ outsourcing_ids: [...ids], akhir: values.akhir, nomor: values.nomor.trim() || null }),
            // A refused worker's reason (unknown, terminated, ends later) is shown under the date.
            { fieldOf: { outsourcing_ids: 'akhir' } },
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <Text>
                {ids.length} pegawai outsourcing dipilih. Kontrak baru dimulai sehari setelah kontrak terakhir berakhir,
                dengan jenis, kantor dan perusahaan yang sama.
              </Text>
              <FormField<string> name="akhir" label="Akhir Kontrak Baru" required group>
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Akhir Kontrak Baru"
                    name="akhir"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="nomor" label="Nomor Kontrak" />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="perpanjang-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
