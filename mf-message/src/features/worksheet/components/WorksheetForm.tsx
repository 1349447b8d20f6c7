import { Form, Formik } from 'formik';
import { portalToday } from '@portal/domain';
import type { WorksheetAttribute, WorksheetInput } from '@portal/contracts';
import { Button, HStack, Input, Stack, Text, Textarea, Wrap } from '@portal/design-system';
import { submitToApi, DatePicker, FormField } from '@portal/design-system/forms';
import { entryFormSchema, toEntryInput, WORKSHEET_LIMITS, type EntryFormValues } from '../api';

export interface WorksheetFormProps {
  initialValues: EntryFormValues;
  attributes: readonly WorksheetAttribute[];
  submitLabel?: string;
  onSubmit: (input: WorksheetInput) => Promise<unknown>;
  onCancel?: () => void;
}

const daysBack = (n: number) => {
  const d = new Date(`${portalToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** One worksheet entry (formik + yup with the server's rules): date, what was done, minutes, attributes, note. */
export function WorksheetForm({
  initialValues,
  attributes,
  submitLabel = 'Simpan',
  onSubmit,
  onCancel,
}: WorksheetFormProps) {
  return (
    <Formik<EntryFormValues>
      initialValues={initialValues}
      validationSchema={entryFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => onSubmit(toEntryInput(values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="worksheet-form">
          <Stack gap="4">
            <FormField<string> name="tanggal" label="Tanggal" required>
              {({ field, helpers, error }) => (
                <DatePicker
                  label="Tanggal"
                  value={field.value}
                  min={daysBack(WORKSHEET_LIMITS.daysBack)}
                  max={portalToday()}
                  error={error}
                  onChange={(v) => void helpers.setValue(v ?? '')}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <FormField<string> name="tugas" label="Tugas" required>
              {({ field }) => (
                <Textarea
                  {...field}
                  rows={3}
                  aria-required
                  placeholder="Apa yang dikerjakan"
                  data-testid="worksheet-tugas"
                />
              )}
            </FormField>
            <FormField<number | ''> name="durasi_menit" label="Waktu (menit)" required>
              {({ field }) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={WORKSHEET_LIMITS.menitMax}
                  aria-required
                  data-testid="worksheet-durasi"
                />
              )}
            </FormField>
            <FormField<number[]> name="attribute_ids" label="Atribut tugas">
              {({ field, helpers }) => (
                <Wrap gap="3" role="group" aria-label="Atribut tugas">
                  {attributes.length === 0 ? <Text color="fg.muted">Belum ada atribut</Text> : null}
                  {attributes.map((a) => (
                    <label key={a.id} style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center' }}>
                      <input
                        type="checkbox"
                        checked={field.value.includes(a.id)}
                        onChange={(e) =>
                          void helpers.setValue(
                            e.currentTarget.checked ? [...field.value, a.id] : field.value.filter((id) => id !== a.id),
                          )
                        }
                      />
                      {a.nama}
                    </label>
                  ))}
                </Wrap>
              )}
            </FormField>
            <FormField<string> name="catatan" label="Catatan">
              {({ field }) => <Textarea {...field} rows={2} placeholder="Opsional" />}
            </FormField>
            <HStack justify="flex-end" gap="2">
              {onCancel ? (
                <Button kind="secondary" onClick={onCancel} disabled={isSubmitting}>
                  Batal
                </Button>
              ) : null}
              <Button type="submit" loading={isSubmitting} data-testid="worksheet-form-submit">
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
