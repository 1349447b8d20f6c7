import { Form, Formik } from 'formik';
import type { KacaMataPlafonInput } from '@portal/contracts';
import { HStack, Stack } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { plafonFormSchema, plafonInputOf, type PlafonFormValues } from '../api';

export interface KacaMataPlafonFormDialogProps {
  open: boolean;
  /** 'Tambah Plafon Kacamata' or 'Ubah Plafon Kacamata'. */
  title: string;
  initialValues: PlafonFormValues;
  onSubmit: (input: KacaMataPlafonInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * One glasses ceiling: the grade range it covers (from, to) and the most a glasses claim of those
 * grades may be. The server refuses a range that overlaps another row (its text under 'Grade awal').
 */
export function KacaMataPlafonFormDialog({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
}: KacaMataPlafonFormDialogProps) {
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="perawatan-plafon-dialog">
      <Formik<PlafonFormValues>
        initialValues={initialValues}
        validationSchema={plafonFormSchema}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(plafonInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4" data-testid="perawatan-plafon-form">
              <HStack gap="3" align="start">
                <FormField name="grade_min" label="Grade awal" required />
                <FormField name="grade_max" label="Grade akhir" required />
              </HStack>
              <FormField
                name="plafon"
                label="Plafon (Rp)"
                required
                helperText="Angka tanpa titik ribuan, mis. 1000000 atau 1250000.50"
              />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="perawatan-plafon-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
