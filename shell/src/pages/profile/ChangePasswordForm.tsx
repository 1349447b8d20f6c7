import { Formik, Form, useField } from 'formik';
import { useTransport } from '@portal/api-client';
import { Button, Field, Input, Stack } from '@portal/design-system';
import { submitToApi } from '@portal/design-system/forms';
import { EMPTY_PASSWORD_FORM, passwordFormSchema, updatePassword, type PasswordFormValues } from './password-form';

function PasswordField({
  name,
  label,
  autoComplete,
}: {
  name: keyof PasswordFormValues;
  label: string;
  autoComplete: string;
}) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type="password" autoComplete={autoComplete} data-testid={`profile-${name}`} />
      {invalid ? <Field.ErrorText>{meta.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** Old, new and confirmation; on success the caller ends the session (the server revoked it). */
export function ChangePasswordForm({ username, onChanged }: { username: string; onChanged: () => void }) {
  const transport = useTransport();
  return (
    <Formik<PasswordFormValues>
      initialValues={EMPTY_PASSWORD_FORM}
      validationSchema={passwordFormSchema(username)}
      onSubmit={async (values, helpers) => {
        if (await submitToApi(helpers, () => updatePassword(transport, values))) onChanged();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="change-password-form">
          <Stack gap="4" maxW="md">
            <PasswordField name="password_old" label="Password lama" autoComplete="current-password" />
            <PasswordField name="password" label="Password baru" autoComplete="new-password" />
            <PasswordField name="password_confirmation" label="Ulangi password baru" autoComplete="new-password" />
            <Button type="submit" loading={isSubmitting} alignSelf="flex-start" data-testid="profile-submit">
              Ganti password
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
