import { Form, Formik } from 'formik';
import { useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import { OptionSelect, SearchableSelect, Stack } from '@portal/design-system';
import { FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { activityFormSchema, activityInputOf, PERIODE_OPTIONS, type ActivityFormValues } from '../api';
import type { WlaActivity, WlaActivityInput } from '@portal/contracts';

export interface ActivityFormDialogProps {
  open: boolean;
  /** The activity changed; a new one when left out. */
  activity?: WlaActivity | null;
  /** The position a new activity belongs to (the page's filter), if one is chosen. */
  jabatanId?: number;
  onSubmit: (input: WlaActivityInput) => Promise<unknown>;
  onClose: () => void;
}

const valuesOf = (a: WlaActivity | null | undefined, jabatanId?: number): ActivityFormValues =>
  a
    ? { jabatan_id: a.jabatan_id, nama: a.nama, frekuensi: a.frekuensi, periode: a.periode, menit: a.menit }
    : { jabatan_id: jabatanId ?? null, nama: '', frekuensi: '', periode: '', menit: '' };

/**
 * One activity of a position: how often (frequency per day, week, month or year) and how long
 * (standard minutes). Checked here first (yup), then by the server (422 on the fields).
 */
export function ActivityFormDialog({ open, activity, jabatanId, onSubmit, onClose }: ActivityFormDialogProps) {
  const jabatan = useOptionFile(useTransport(), 'jabatan', { enabled: open });
  return (
    <FormDialog
      open={open}
      title={activity ? 'Ubah Aktivitas' : 'Tambah Aktivitas'}
      onClose={onClose}
      testId="activity-form-dialog"
    >
      <Formik<ActivityFormValues>
        initialValues={valuesOf(activity, jabatanId)}
        validationSchema={activityFormSchema}
        onSubmit={async (values, helpers) => {
          const ok = await submitToApi(helpers, () => onSubmit(activityInputOf(values)));
          if (ok) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormField<number | null> name="jabatan_id" label="Jabatan" required>
                {({ field, helpers, invalid }) => (
                  <SearchableSelect<OptionItem>
                    aria-label="Jabatan"
                    options={jabatan}
                    value={field.value}
                    placeholder="Pilih jabatan"
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="nama" label="Nama aktivitas" required placeholder="mis. Melayani setoran tunai" />
              <FormField name="frekuensi" label="Frekuensi" required placeholder="mis. 80" />
              <FormField<string> name="periode" label="Periode" required>
                {({ field, invalid }) => (
                  <OptionSelect
                    {...field}
                    aria-label="Periode"
                    options={PERIODE_OPTIONS}
                    placeholder="Pilih periode"
                    invalid={invalid}
                  />
                )}
              </FormField>
              <FormField name="menit" label="Waktu standar (menit)" required placeholder="mis. 5" />
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="activity-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
