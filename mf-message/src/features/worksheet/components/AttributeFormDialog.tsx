import { Form, Formik } from 'formik';
import type { WorksheetAttributeInput } from '@portal/contracts';
import { Checkbox, Stack, Text } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { attributeFormSchema, toAttributeInput, type AttributeFormValues } from '../api';

export interface AttributeFormDialogProps {
  /** 'Tambah Atribut' or 'Ubah Atribut'. */
  title: string;
  initialValues: AttributeFormValues;
  onSubmit: (input: WorksheetAttributeInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Add or change a tugas attribute (formik + yup): its name and whether employees may still choose it.
 * A 422 from the server (e.g. a duplicate name) lands under the field.
 */
export function AttributeFormDialog({ title, initialValues, onSubmit, onClose }: AttributeFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="worksheet-attribute-dialog">
      <Formik<AttributeFormValues>
        initialValues={initialValues}
        validationSchema={attributeFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(toAttributeInput(values)));
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField name="nama" label="Nama atribut" required placeholder="mis. Rutin, Proyek, Rapat" />
              <Stack gap="1">
                <Checkbox.Root
                  checked={values.is_active}
                  onCheckedChange={(e) => void setFieldValue('is_active', e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Aktif</Checkbox.Label>
                </Checkbox.Root>
                <Text fontSize="xs" color="fg.muted">
                  Atribut yang tidak aktif tidak dapat dipilih lagi, tetapi tetap tercatat pada tugas lama.
                </Text>
              </Stack>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="worksheet-attribute-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
