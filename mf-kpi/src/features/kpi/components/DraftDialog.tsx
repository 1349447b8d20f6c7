import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useAllows, useTransport } from '@portal/api-client';
import { POLICY } from '@portal/domain';
import { FormActions, FormDialog, FormField, OptionSelect, Stack, submitToApi, Text } from '@portal/design-system';
import { createDraft, useMasterOptions, type KpiDetailAnswer } from '../api';

interface Values {
  event_id: string;
  npp: string;
}

const schema = yup.object({
  event_id: yup
    .string()
    .trim()
    .required('Wajib diisi')
    .matches(/^[1-9]\d{0,9}$/, 'Pilih event penilaian'),
  npp: yup.string().trim().max(20, 'NPP paling banyak 20 karakter'),
});

export interface DraftDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (answer: KpiDetailAnswer) => void;
}

/**
 * "Buat Penilaian": store_draft of the caller's own assessment for an open event. A KPI admin picks
 * the event from the list and may name an employee's NPP (store_draft_npp, events open for admins).
 * Employees type the event number they were given (no employee-readable list of open events yet).
 */
export function DraftDialog({ open, onClose, onCreated }: DraftDialogProps) {
  const transport = useTransport();
  const admin = useAllows(POLICY.manageKpi);
  const events = useMasterOptions(admin && open ? 'event' : null);
  return (
    <FormDialog open={open} onClose={onClose} title="Buat Penilaian" testId="kpi-draft-dialog">
      <Formik<Values>
        initialValues={{ event_id: '', npp: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          await submitToApi(
            helpers,
            async () =>
              onCreated(await createDraft(transport, Number(values.event_id), values.npp.trim() || undefined)),
            { conflictField: 'event_id' },
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {admin ? (
                <FormField<string> name="event_id" label="Event" required>
                  {({ field, invalid }) => (
                    <OptionSelect
                      {...field}
                      invalid={invalid}
                      aria-label="Event"
                      placeholder="Pilih event"
                      options={events}
                    />
                  )}
                </FormField>
              ) : (
                <FormField name="event_id" label="Nomor Event" required placeholder="mis. 3" />
              )}
              {admin ? (
                <FormField
                  name="npp"
                  label="NPP Pegawai"
                  placeholder="Kosongkan untuk penilaian Anda sendiri"
                  helperText="Diisi untuk membuat penilaian pegawai lain (event yang aktif untuk admin)."
                />
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                Indikator diambil dari jabatan pegawai; bobotnya harus berjumlah 100%.
              </Text>
              <FormActions
                onCancel={onClose}
                isSubmitting={isSubmitting}
                submitLabel="Buat"
                submitTestId="kpi-draft-submit"
              />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
