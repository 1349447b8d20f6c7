import { Form, Formik } from 'formik';
import { useOptionFile, usePegawaiOptions, useTransport, type OptionItem } from '@portal/api-client';
import type { PegawaiOption, PicInput } from '@portal/contracts';
import { PegawaiSelect, SearchableSelect, Stack, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { picFormSchema, toPicInput, type PicFormValues } from '../api';

export interface PicFormDialogProps {
  open: boolean;
  title: string;
  initialValues: PicFormValues;
  /** The chosen officer when editing (so the picker shows the name before any search). */
  pegawai?: PegawaiOption;
  onSubmit: (input: PicInput) => Promise<unknown>;
  onClose: () => void;
}

/** Add or change an officer (formik + yup): office, topic, employee, note. 422 lands under the fields. */
export function PicFormDialog({ open, title, initialValues, pegawai, onSubmit, onClose }: PicFormDialogProps) {
  const loadPegawai = usePegawaiOptions();
  const offices = useOptionFile(useTransport(), 'kantor', { enabled: open });
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="pic-form-dialog">
      <Formik<PicFormValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={picFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(toPicInput(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<number | null> name="kantor_id" label="Kantor" required>
                {({ field, helpers, invalid }) => (
                  <SearchableSelect<OptionItem>
                    aria-label="Kantor"
                    placeholder="Pilih kantor"
                    options={offices}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="topic" label="Topik" required placeholder="mis. Absensi, Cuti, Gaji" />
              <FormField<number | null> name="pegawai_id" label="Petugas" required>
                {({ field, helpers, invalid }) => (
                  <PegawaiSelect
                    aria-label="Petugas"
                    placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
                    loadOptions={loadPegawai}
                    options={pegawai ? [pegawai] : undefined}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<string> name="keterangan" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={3} placeholder="mis. jam layanan atau nomor ekstensi" />}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="pic-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
