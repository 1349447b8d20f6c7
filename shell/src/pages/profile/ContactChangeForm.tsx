import { Formik, Form, useField } from 'formik';
import { useTransport } from '@portal/api-client';
import { notify, Button, Field, Input, Stack } from '@portal/design-system';
import { submitToApi } from '@portal/design-system/forms';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  requestContactChange,
  type ContactChannel,
  type ContactFormValues,
} from './contact-form';

const LABELS: Record<ContactChannel, { contact: string; type: string; autoComplete: string; submit: string }> = {
  email: { contact: 'Email baru', type: 'email', autoComplete: 'email', submit: 'Kirim link verifikasi email' },
  whatsapp: {
    contact: 'Nomor WhatsApp baru',
    type: 'tel',
    autoComplete: 'tel',
    submit: 'Kirim link verifikasi WhatsApp',
  },
};

function TextField({
  name,
  label,
  type,
  autoComplete,
  testId,
}: {
  name: keyof ContactFormValues;
  label: string;
  type: string;
  autoComplete: string;
  testId: string;
}) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} data-testid={testId} />
      {invalid ? <Field.ErrorText>{meta.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * Changes a recovery address (e-mail or WhatsApp). The current password is asked because a stolen
 * session alone must not be able to move where password resets go; the old address is told and
 * may undo the change for 7 days (server side).
 */
export function ContactChangeForm({ channel }: { channel: ContactChannel }) {
  const transport = useTransport();
  const labels = LABELS[channel];
  return (
    <Formik<ContactFormValues>
      initialValues={EMPTY_CONTACT_FORM}
      validationSchema={contactFormSchema(channel)}
      onSubmit={async (values, helpers) => {
        await submitToApi(
          helpers,
          async () => {
            notify.success(await requestContactChange(transport, channel, values));
            helpers.resetForm();
          },
          { fieldOf: { email: 'contact', phone: 'contact' } },
        );
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid={`contact-form-${channel}`}>
          <Stack gap="4" maxW="md">
            <TextField
              name="contact"
              label={labels.contact}
              type={labels.type}
              autoComplete={labels.autoComplete}
              testId={`contact-${channel}`}
            />
            <TextField
              name="password"
              label="Password saat ini"
              type="password"
              autoComplete="current-password"
              testId={`contact-${channel}-password`}
            />
            <Button
              type="submit"
              loading={isSubmitting}
              alignSelf="flex-start"
              data-testid={`contact-${channel}-submit`}
            >
              {labels.submit}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
