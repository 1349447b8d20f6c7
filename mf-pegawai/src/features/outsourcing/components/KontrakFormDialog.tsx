import { Form, Formik } from 'formik';
import type { OutsourcingKontrakFields, OutsourcingNamedRow } from '@portal/contracts';
import { FormActions, FormDialog, Stack, submitToApi, Text } from '@portal/design-system';
import { kontrakFormSchema, kontrakInputOf, type KontrakFormValues } from '../api';
import { KontrakFields } from './KontrakFields';

export interface KontrakFormDialogProps {
  title: string;
  /** The worker the contract belongs to (shown, not changeable). */
  nama: string;
  initialValues: KontrakFormValues;
  jenis: readonly OutsourcingNamedRow[];
  onSubmit: (input: OutsourcingKontrakFields) => Promise<unknown>;
  onClose: () => void;
}

/** Adds a contract to a worker or changes one; a new end date is announced to HR again. */
export function KontrakFormDialog({ title, nama, initialValues, jenis, onSubmit, onClose }: KontrakFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="kontrak-form-dialog">
      <Formik<KontrakFormValues>
        initialValues={initialValues}
        validationSchema={kontrakFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(kontrakInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <Text>
                Pegawai outsourcing: <strong>{nama}</strong>
              </Text>
              <KontrakFields jenis={jenis} />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="kontrak-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
