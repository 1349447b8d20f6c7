import { Form, Formik } from 'formik';
import { usePegawaiOptions } from '@portal/api-client';
import type { PhkInput, PhkTypeRow } from '@portal/contracts';
import { PegawaiSelect, Stack, Text } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { PhkDecisionFields } from './PhkDecisionFields';
import { phkFormSchema, phkInputOf, type PhkFormValues } from '../api';

export interface PhkFormDialogProps {
  open: boolean;
  /** 'Tambah PHK' or 'Ubah PHK'. */
  title: string;
  initialValues: PhkFormValues;
  /** When editing: the employee, shown but not changeable (a termination stays with its employee). */
  pegawaiNama?: string;
  /** The types to choose from (GET /sdm/pegawai/x/phk/x/type). */
  types: readonly PhkTypeRow[];
  onSubmit: (input: PhkInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Records or changes one termination: employee, category, the date it takes effect, decree number,
 * who decided it and a note. From that date the employee is no longer active.
 */
export function PhkFormDialog({
  open,
  title,
  initialValues,
  pegawaiNama,
  types,
  onSubmit,
  onClose,
}: PhkFormDialogProps) {
  const loadPegawai = usePegawaiOptions();
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="phk-form-dialog">
      <Formik<PhkFormValues>
        initialValues={initialValues}
        validationSchema={phkFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(phkInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {pegawaiNama ? (
                <Text>
                  Pegawai: <strong>{pegawaiNama}</strong>
                </Text>
              ) : (
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
              )}
              <PhkDecisionFields types={types} />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="phk-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
