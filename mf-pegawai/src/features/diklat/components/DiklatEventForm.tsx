import { Form, Formik } from 'formik';
import type { DiklatEventInput, DiklatMasterRow, DiklatOptionsAnswer } from '@portal/contracts';
import { OptionSelect, SearchableSelect, Stack, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { eventFormSchema, eventInputOf, type DiklatEventFormValues } from '../api';
import { JENIS_OPTIONS } from '../labels';

export interface DiklatEventFormProps {
  initialValues: DiklatEventFormValues;
  options: DiklatOptionsAnswer | undefined;
  onSubmit: (input: DiklatEventInput) => Promise<unknown>;
  onCancel: () => void;
}

const options = (rows: { id: number; label: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ id: String(r.id), nama: r.label }));

/** One diklat event: name, kind (6 is special), dates, place, its organisers, category, status and a note. */
export function DiklatEventForm({ initialValues, options: opts, onSubmit, onCancel }: DiklatEventFormProps) {
  return (
    <Formik<DiklatEventFormValues>
      initialValues={initialValues}
      validationSchema={eventFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit(eventInputOf(values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <FormField name="nama" label="Nama Diklat" required />
            <FormField<string> name="jenis_id" label="Jenis" required>
              {({ field, invalid }) => <OptionSelect {...field} options={JENIS_OPTIONS} invalid={invalid} />}
            </FormField>
            {(['awal', 'akhir'] as const).map((name) => (
              <FormField<string>
                key={name}
                name={name}
                label={name === 'awal' ? 'Tanggal Awal' : 'Tanggal Akhir'}
                required={name === 'awal'}
                group
              >
                {({ field, helpers, error }) => (
                  <DatePicker
                    label={name === 'awal' ? 'Tanggal Awal' : 'Tanggal Akhir'}
                    name={name}
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
            ))}
            <FormField name="tempat" label="Tempat" />
            <FormField<number[]> name="penyelenggara_id" label="Penyelenggara">
              {({ field, helpers, invalid }) => (
                // The label 'nama | akronim' is what the spec shows and what the search matches.
                <SearchableSelect<DiklatMasterRow>
                  multiple
                  aria-label="Penyelenggara"
                  placeholder="Cari penyelenggara"
                  labelKey="label"
                  options={opts?.penyelenggara ?? []}
                  value={field.value}
                  invalid={invalid}
                  onChange={(ids) => void helpers.setValue(ids.map(Number))}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <FormField<string> name="kategori_id" label="Kategori">
              {({ field }) => (
                <OptionSelect {...field} options={options(opts?.kategori)} placeholder="Pilih kategori" />
              )}
            </FormField>
            <FormField<string> name="status_id" label="Status">
              {({ field }) => <OptionSelect {...field} options={options(opts?.status)} placeholder="Pilih status" />}
            </FormField>
            <FormField<string> name="keterangan" label="Keterangan">
              {({ field }) => <Textarea {...field} rows={3} />}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="diklat-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
