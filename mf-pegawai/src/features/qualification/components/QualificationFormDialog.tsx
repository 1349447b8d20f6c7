import { Form, Formik } from 'formik';
import type { QualificationInput, QualificationTargetOption } from '@portal/contracts';
import { SearchableSelect, Stack, Textarea } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { qualificationFormSchema, qualificationInputOf, type QualificationFormValues } from '../api';

export interface QualificationFormDialogProps {
  /** 'Tambah Kualifikasi Jabatan', 'Ubah Kualifikasi Kantor', … */
  title: string;
  /** What the target is called: 'Jabatan', 'Pangkat' or 'Kantor'. */
  target: string;
  /** The positions, ranks or offices to choose from (GET …/x/options). */
  targets: readonly QualificationTargetOption[];
  initialValues: QualificationFormValues;
  onSubmit: (input: QualificationInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes one requirement: the position, rank or office, the qualification's name and a note. */
export function QualificationFormDialog({
  title,
  target,
  targets,
  initialValues,
  onSubmit,
  onClose,
}: QualificationFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="qualification-form-dialog">
      <Formik<QualificationFormValues>
        initialValues={initialValues}
        validationSchema={qualificationFormSchema(target)}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(qualificationInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<number | null> name="target_id" label={target} required>
                {({ field, helpers, invalid }) => (
                  <SearchableSelect
                    aria-label={target}
                    placeholder={`Pilih ${target.toLowerCase()}`}
                    options={[...targets]}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField
                name="nama"
                label="Kualifikasi"
                required
                helperText="Mis. pendidikan minimal, sertifikasi, pelatihan atau pengalaman yang disyaratkan"
              />
              <FormField<string> name="keterangan" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="qualification-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
