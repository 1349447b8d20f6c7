import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { LEAVE_TYPE_OPTIONS } from '@portal/domain';
import type { IzinMutationAnswer } from '@portal/contracts';
import { submitToApi, DatePicker, FormActions, FormField, Input, NativeSelect, Stack, Textarea } from '@portal/design-system';
import { createIzin, fileToInput } from '../api';
import { EMPTY_IZIN_FORM, izinFormSchema, JENIS_NEEDING_ATTACHMENT, toIzinBody, type IzinFormValues } from '../izin-form';

export interface IzinCreateFormProps {
  onCreated: (answer: IzinMutationAnswer) => void;
  onCancel: () => void;
}

/** New leave/permit for the signed-in employee (formik + yup); server field errors land under the fields. */
export function IzinCreateForm({ onCreated, onCancel }: IzinCreateFormProps) {
  const transport = useTransport();
  return (
    <Formik<IzinFormValues>
      initialValues={EMPTY_IZIN_FORM}
      validationSchema={izinFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          const attachment = values.attachment ? await fileToInput(values.attachment) : null;
          onCreated(await createIzin(transport, { ...toIzinBody(values), attachment }));
        });
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate data-testid="izin-form">
          <Stack gap="4">
            <FormField<string> name="jenis_id" label="Jenis Izin" required>
              {({ field, invalid }) => (
                <NativeSelect.Root invalid={invalid}>
                  <NativeSelect.Field {...field} aria-label="Jenis Izin" data-testid="izin-jenis">
                    <option value="">Pilih jenis izin</option>
                    {LEAVE_TYPE_OPTIONS.map((o) => (
                      <option key={o.id} value={String(o.id)}>{o.nama}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            {(['tanggal_mulai', 'tanggal_selesai'] as const).map((name) => (
              <FormField<string> key={name} name={name} label={name === 'tanggal_mulai' ? 'Tanggal Mulai' : 'Tanggal Selesai'} required group>
                {({ field, helpers, error }) => (
                  <DatePicker
                    label={name === 'tanggal_mulai' ? 'Tanggal Mulai' : 'Tanggal Selesai'}
                    name={name}
                    value={field.value || null}
                    min={name === 'tanggal_selesai' ? values.tanggal_mulai || null : null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
            ))}
            <FormField<string> name="alasan" label="Alasan" required>
              {({ field }) => <Textarea {...field} rows={3} data-testid="izin-alasan" />}
            </FormField>
            <FormField<File | null>
              name="attachment"
              label="Lampiran"
              required={JENIS_NEEDING_ATTACHMENT.includes(Number(values.jenis_id))}
              helperText="PDF, JPEG atau PNG, paling besar 5 MB (wajib untuk sakit dengan surat dokter)"
            >
              {({ helpers }) => (
                <Input
                  type="file"
                  accept=".pdf,.jpg,.jpeg,.png"
                  aria-label="Lampiran"
                  data-testid="izin-attachment"
                  onChange={(e) => {
                    void helpers.setValue(e.currentTarget.files?.[0] ?? null);
                    void helpers.setTouched(true, false);
                  }}
                />
              )}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="izin-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
