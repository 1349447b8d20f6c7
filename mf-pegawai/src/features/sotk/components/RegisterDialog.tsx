import type { ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { ApiError } from '@portal/api-client';
import { notify, Stack } from '@portal/design-system';
import { FormActions, FormDialog } from '@portal/design-system/forms';

export interface RegisterDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  initialValues: V;
  schema: AnySchema;
  /** Saves and answers the server's message; field errors (422) are shown under the fields. */
  onSubmit: (values: V) => Promise<{ message: string }>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}

/** A register's add/edit form in a dialog (jabatanGroup, jabatanGroupStandard). */
export function RegisterDialog<V extends FormikValues>({
  open,
  title,
  initialValues,
  schema,
  onSubmit,
  onClose,
  onSaved,
  children,
}: RegisterDialogProps<V>) {
  return (
    <FormDialog open={open} title={title} onClose={onClose} size="md">
      <Formik<V>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            notify.success((await onSubmit(values)).message);
            onSaved();
          } catch (error) {
            if (error instanceof ApiError && error.errors)
              helpers.setErrors(
                Object.fromEntries(Object.entries(error.errors).map(([f, t]) => [f, t.join(' ')])) as FormikErrors<V>,
              );
            notify.error(error instanceof Error ? error.message : String(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <Stack gap="4">
              {children}
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
