import { Form, Formik } from 'formik';
import type { OutsourcingKontrakFields, OutsourcingNamedRow } from '@portal/contracts';
import { Stack, Text } from '@portal/design-system';
import { FormActions, submitToApi } from '@portal/design-system/forms';
import { kontrakFormSchema, kontrakInputOf, type KontrakFormValues } from '../api';
import { KontrakFields } from './KontrakFields';

export interface KontrakFormProps {
  /** The worker the contract belongs to (shown, not changeable). */
  nama: string;
  initialValues: KontrakFormValues;
  jenis: readonly OutsourcingNamedRow[];
  /** Rejects with the server's 422 to show its messages under the fields (an overlap under a date). */
  onSubmit: (input: OutsourcingKontrakFields) => Promise<unknown>;
  onCancel: () => void;
}

/** One contract's form (its own dialog, or in place inside a worker's detail). */
export function KontrakForm({ nama, initialValues, jenis, onSubmit, onCancel }: KontrakFormProps) {
  return (
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
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="kontrak-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
