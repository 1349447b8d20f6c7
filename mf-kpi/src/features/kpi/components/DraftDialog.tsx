import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useAllows, useTransport } from '@portal/api-client';
import { POLICY } from '@portal/domain';
import { OptionSelect, Stack, Text } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { createDraft, useMasterOptions, useOpenEvents, type KpiDetailAnswer } from '../api';

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
 * from every event and may name an employee's NPP (store_draft_npp, events open for admins); an
 * employee picks from the rounds open to employees (index_event_open), those they already have one
 * in shown but not choosable.
 */
export function DraftDialog({ open, onClose, onCreated }: DraftDialogProps) {
  const transport = useTransport();
  const admin = useAllows(POLICY.manageKpi);
  const events = useMasterOptions(admin && open ? 'event' : null);
  const openEvents = useOpenEvents(!admin && open);
  const ownOptions = (openEvents.data?.data ?? []).map((e) => ({
    id: e.id,
    nama: `${e.nama} · ${e.periode_nama}${e.has_own ? ' (sudah dibuat)' : ''}`,
    disabled: e.has_own,
  }));
  const nothingOpen = !admin && openEvents.data !== undefined && ownOptions.every((o) => o.disabled);
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
              <FormField<string> name="event_id" label="Event" required>
                {({ field, invalid }) => (
                  <OptionSelect
                    {...field}
                    invalid={invalid}
                    aria-label="Event"
                    placeholder="Pilih event penilaian"
                    options={admin ? events : ownOptions}
                  />
                )}
              </FormField>
              {nothingOpen ? (
                <Text fontSize="sm" color="fg.warning" data-testid="kpi-no-open-event">
                  Tidak ada event penilaian yang dibuka untuk Anda saat ini.
                </Text>
              ) : null}
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
