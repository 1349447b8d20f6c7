import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { LEAVE_TYPE_OPTIONS } from '@portal/domain';
import type { IzinDetail, IzinMutationAnswer } from '@portal/contracts';
import { OptionSelect, Input, Stack, Textarea } from '@portal/design-system';
import { submitToApi, DatePicker, FormActions, FormField } from '@portal/design-system/forms';
import { createIzin, fileToInput, updateIzin } from '../api';
import {
  EMPTY_IZIN_FORM,
  izinEditSchema,
  izinFormSchema,
  izinFormValuesOf,
  JENIS_NEEDING_ATTACHMENT,
  toIzinBody,
  type IzinFormValues,
} from '../izin-form';

export interface IzinFormProps {
  /** The Draft being changed; without it the form creates a new izin (with its attachment). */
  izin?: IzinDetail;
  onSaved: (answer: IzinMutationAnswer) => void;
  onCancel: () => void;
}

/**
 * A leave/permit of the signed-in employee, new or a Draft being changed (formik + yup); server
 * field errors land under the fields. A Draft's files are changed on its page, not here.
 */
export function IzinForm({ izin, onSaved, onCancel }: IzinFormProps) {
  const transport = useTransport();
  return (
    <Formik<IzinFormValues>
      initialValues={izin ? izinFormValuesOf(izin) : EMPTY_IZIN_FORM}
      validationSchema={izin ? izinEditSchema : izinFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          if (izin) return onSaved(await updateIzin(transport, izin.id, toIzinBody(values)));
          const attachment = values.attachment ? await fileToInput(values.attachment) : null;
          onSaved(await createIzin(transport, { ...toIzinBody(values), attachment }));
        });
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate data-testid="izin-form">
          <Stack gap="4">
            <FormField<string> name="jenis_id" label="Jenis Izin" required>
              {({ field, invalid }) => (
                <OptionSelect
                  invalid={invalid}
                  {...field}
                  aria-label="Jenis Izin"
                  data-testid="izin-jenis"
                  placeholder="Pilih jenis izin"
                  options={LEAVE_TYPE_OPTIONS}
                />
              )}
            </FormField>
            {(['tanggal_mulai', 'tanggal_selesai'] as const).map((name) => (
              <FormField<string>
                key={name}
                name={name}
                label={name === 'tanggal_mulai' ? 'Tanggal Mulai' : 'Tanggal Selesai'}
                required
                group
              >
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
            {izin ? null : (
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
            )}
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="izin-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
