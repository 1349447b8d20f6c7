import { Form, Formik } from 'formik';
import type { LinkInput } from '@portal/contracts';
import { Button, HStack, Stack, Textarea } from '@portal/design-system';
import { submitToApi, FormField } from '@portal/design-system/forms';
import { EMPTY_LINK_FORM, linkFormSchema, toLinkInput, type LinkFormValues } from '../api';

export interface LinkFormProps {
  initialValues?: LinkFormValues;
  submitLabel?: string;
  /** Saves the link; an ApiError with field errors (422) is shown under the fields. */
  onSubmit: (input: LinkInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Judul, URL and keterangan of a link, checked with the server's rules before it is sent. */
export function LinkForm({
  initialValues = EMPTY_LINK_FORM,
  submitLabel = 'Simpan',
  onSubmit,
  onCancel,
}: LinkFormProps) {
  return (
    <Formik<LinkFormValues>
      initialValues={initialValues}
      validationSchema={linkFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit(toLinkInput(values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="link-form">
          <Stack gap="4">
            <FormField name="judul" label="Judul" required placeholder="mis. Pedoman Cuti 2026" />
            <FormField
              name="url"
              label="URL"
              type="url"
              placeholder="https://…"
              helperText="Opsional: alamat web yang dibuka dari tautan ini"
            />
            <FormField<string> name="keterangan" label="Keterangan">
              {({ field }) => <Textarea {...field} rows={4} placeholder="Penjelasan singkat isi tautan atau dokumen" />}
            </FormField>
            <HStack justify="flex-end" gap="2">
              {onCancel ? (
                <Button kind="secondary" onClick={onCancel} disabled={isSubmitting}>
                  Batal
                </Button>
              ) : null}
              <Button type="submit" loading={isSubmitting} data-testid="link-form-submit">
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
