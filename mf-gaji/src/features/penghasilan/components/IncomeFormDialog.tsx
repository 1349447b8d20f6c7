import { Form, Formik } from 'formik';
import { usePegawaiOptions } from '@portal/api-client';
import type { IncomeInput } from '@portal/contracts';
import { PegawaiSelect, Stack } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { incomeFormSchema, type IncomeFormValues } from '../api';

export interface IncomeFormDialogProps {
  open: boolean;
  /** e.g. 'Atur Penghasilan'. */
  title: string;
  tahun: number;
  bulan: number;
  onSubmit: (input: IncomeInput) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY: IncomeFormValues = { pegawai_id: null, komponen: '', jumlah: '' };

/** Sets one component (e.g. 'Gaji Pokok') of an employee's month; the amount is sent as the decimal text typed. */
export function IncomeFormDialog({ open, title, tahun, bulan, onSubmit, onClose }: IncomeFormDialogProps) {
  const loadPegawai = usePegawaiOptions();
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="income-form-dialog">
      <Formik<IncomeFormValues>
        initialValues={EMPTY}
        validationSchema={incomeFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () =>
            onSubmit({
              pegawai_id: Number(values.pegawai_id),
              tahun,
              bulan,
              komponen: values.komponen.trim(),
              jumlah: values.jumlah.trim(),
            }),
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<number | null> name="pegawai_id" label="Pegawai" required>
                {({ field, helpers, invalid }) => (
                  <PegawaiSelect
                    aria-label="Pegawai"
                    placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
                    loadOptions={loadPegawai}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="komponen" label="Komponen" required placeholder="mis. Gaji Pokok" />
              <FormField name="jumlah" label="Jumlah (Rp)" required placeholder="mis. 5000000.00" />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="income-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
