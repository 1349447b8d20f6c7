import { Form, Formik } from 'formik';
import { useCurrentUser, useOptionFile, useTransport } from '@portal/api-client';
import { Input, OptionSelect, Stack, Textarea, type SelectOption } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { createSppd, updateSppd, useMasterOptions, useSppdOptions } from '../api';
import { emptySppdForm, sppdFormSchema, sppdFormValuesOf, toSppdBody, type SppdFormValues } from '../sppd-form';
import type { SppdDetail, SppdMutationAnswer } from '@portal/contracts';

export interface SppdFormProps {
  /** The Draft being changed; without it the form creates a new SPPD. */
  sppd?: SppdDetail;
  onSaved: (answer: SppdMutationAnswer) => void;
  onCancel: () => void;
}

interface SelectFieldProps {
  name: keyof SppdFormValues;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
}

function SelectField({ name, label, options, placeholder, required }: SelectFieldProps) {
  return (
    <FormField<string> name={name} label={label} required={required}>
      {({ field, invalid }) => (
        <OptionSelect
          invalid={invalid}
          {...field}
          aria-label={label}
          data-testid={`sppd-${name}`}
          placeholder={placeholder}
          options={options}
        />
      )}
    </FormField>
  );
}

/**
 * A business trip of the signed-in employee, new or a Draft being changed (formik + yup mirroring the
 * server's rules); it is saved as Draft. Server field errors land under the fields.
 */
export function SppdForm({ sppd, onSaved, onCancel }: SppdFormProps) {
  const transport = useTransport();
  const user = useCurrentUser();
  const kantor = useOptionFile(transport, 'kantor');
  const jenis = useMasterOptions('jenis');
  const wilayah = useMasterOptions('wilayah');
  const kendaraan = useMasterOptions('kendaraan');
  // A penambahan continues one of the caller's own trips (never itself).
  const parents = (useSppdOptions().data?.data ?? []).filter((p) => p.id !== sppd?.id);
  return (
    <Formik<SppdFormValues>
      initialValues={sppd ? sppdFormValuesOf(sppd) : emptySppdForm(user?.kantor_id)}
      validationSchema={sppdFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          const body = toSppdBody(values);
          onSaved(await (sppd ? updateSppd(transport, sppd.id, body) : createSppd(transport, body)));
        });
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate data-testid="sppd-form">
          <Stack gap="4">
            <SelectField name="kantor_id" label="Kantor" placeholder="Pilih kantor" options={kantor} required />
            <SelectField name="jenis_id" label="Jenis SPPD" placeholder="Pilih jenis" options={jenis} required />
            <SelectField name="wilayah_id" label="Wilayah" placeholder="Pilih wilayah" options={wilayah} required />
            <SelectField
              name="kendaraan_id"
              label="Kendaraan"
              placeholder="Tanpa kendaraan dinas"
              options={kendaraan}
            />
            <FormField<string> name="tujuan" label="Tujuan" required>
              {({ field }) => <Input {...field} maxLength={300} data-testid="sppd-tujuan" />}
            </FormField>
            <FormField<string> name="keperluan" label="Maksud Perjalanan" required>
              {({ field }) => <Textarea {...field} rows={3} maxLength={1000} data-testid="sppd-keperluan" />}
            </FormField>
            {(['tanggal_mulai', 'tanggal_selesai'] as const).map((name) => {
              const label = name === 'tanggal_mulai' ? 'Tanggal Berangkat' : 'Tanggal Kembali';
              return (
                <FormField<string> key={name} name={name} label={label} required group>
                  {({ field, helpers, error }) => (
                    <DatePicker
                      label={label}
                      name={name}
                      value={field.value || null}
                      min={name === 'tanggal_selesai' ? values.tanggal_mulai || null : null}
                      error={error}
                      onChange={(v) => void helpers.setValue(v ?? '')}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
              );
            })}
            <SelectField
              name="parent_id"
              label="Penambahan dari SPPD"
              placeholder="Bukan penambahan"
              options={parents}
            />
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="sppd-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
