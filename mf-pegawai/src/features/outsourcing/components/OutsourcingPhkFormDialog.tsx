import { useCallback } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import type { OutsourcingPhkInput } from '@portal/contracts';
import { SearchableSelect, Stack, Text, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { searchOutsourcing } from '../api';

export interface OutsourcingPhkFormValues {
  outsourcing_id: number | null;
  tanggal: string;
  alasan: string;
  keterangan: string;
}

const schema = yup.object({
  outsourcing_id: yup.number().nullable().required('Pegawai outsourcing wajib dipilih'),
  tanggal: yup.string().required('Tanggal PHK wajib diisi'),
  alasan: yup.string().trim().required('Alasan PHK wajib diisi').max(255, 'Alasan paling banyak 255 karakter'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});

export interface OutsourcingPhkFormDialogProps {
  title: string;
  initialValues: OutsourcingPhkFormValues;
  /** When editing: the worker, shown but not changeable. */
  nama?: string;
  onSubmit: (input: OutsourcingPhkInput) => Promise<unknown>;
  onClose: () => void;
}

/** Records or changes the termination of an outsourced worker: from its date they leave the register. */
export function OutsourcingPhkFormDialog({
  title,
  initialValues,
  nama,
  onSubmit,
  onClose,
}: OutsourcingPhkFormDialogProps) {
  const transport = useTransport();
  const loadOptions = useCallback((search: string) => searchOutsourcing(transport, search), [transport]);
  return (
    <FormDialog open title={title} onClose={onClose} testId="outsourcing-phk-form-dialog">
      <Formik<OutsourcingPhkFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () =>
            onSubmit({
              outsourcing_id: Number(values.outsourcing_id),
              tanggal: values.tanggal,
              alasan: values.alasan.trim(),
              keterangan: values.keterangan.trim() || null,
            }),
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {nama ? (
                <Text>
                  Pegawai outsourcing: <strong>{nama}</strong>
                </Text>
              ) : (
                <FormField<number | null> name="outsourcing_id" label="Pegawai Outsourcing" required>
                  {({ field, helpers, invalid }) => (
                    <SearchableSelect
                      aria-label="Pegawai Outsourcing"
                      placeholder="Ketik nama (lebih dari 3 huruf)"
                      loadOptions={loadOptions}
                      value={field.value}
                      invalid={invalid}
                      onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
              )}
              <FormField<string>
                name="tanggal"
                label="Tanggal PHK"
                required
                group
                helperText="Mulai tanggal ini pegawai outsourcing keluar dari daftar"
              >
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Tanggal PHK"
                    name="tanggal"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="alasan" label="Alasan" required />
              <FormField<string> name="keterangan" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="outsourcing-phk-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
