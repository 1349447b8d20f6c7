import { Form, Formik } from 'formik';
import { usePegawaiOptions, useTransport } from '@portal/api-client';
import type { NotadinasDetail, NotadinasMutationAnswer } from '@portal/contracts';
import { Input, OptionSelect, PegawaiSelect, SearchableSelect, Stack, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { createNotadinas, updateNotadinas, useMasterOptions } from '../api';
import {
  emptyNotadinasForm,
  notadinasFormSchema,
  notadinasFormValuesOf,
  toNotadinasBody,
  type NotadinasFormValues,
} from '../notadinas-form';

export interface NotadinasFormProps {
  /** The Draft being changed; without it the form creates a new memo. */
  memo?: NotadinasDetail;
  onSaved: (answer: NotadinasMutationAnswer) => void;
  onCancel: () => void;
}

/**
 * A memo of the signed-in employee, new or a Draft being changed (formik + yup mirroring the server);
 * it is saved as Draft. Attachments are added on the memo's page once it exists.
 */
export function NotadinasForm({ memo, onSaved, onCancel }: NotadinasFormProps) {
  const transport = useTransport();
  const surat = useMasterOptions('surat');
  const jabatan = useMasterOptions('jabatan');
  const loadPegawai = usePegawaiOptions();
  return (
    <Formik<NotadinasFormValues>
      initialValues={memo ? notadinasFormValuesOf(memo) : emptyNotadinasForm()}
      validationSchema={notadinasFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          const body = toNotadinasBody(values);
          onSaved(await (memo ? updateNotadinas(transport, memo.id, body) : createNotadinas(transport, body)));
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="notadinas-form">
          <Stack gap="4">
            <FormField<string> name="surat_id" label="Jenis Surat" required>
              {({ field, invalid }) => (
                <OptionSelect
                  invalid={invalid}
                  {...field}
                  aria-label="Jenis Surat"
                  data-testid="notadinas-surat"
                  placeholder="Pilih jenis surat"
                  options={surat}
                />
              )}
            </FormField>
            <FormField<string> name="perihal" label="Perihal" required>
              {({ field }) => <Input {...field} maxLength={255} data-testid="notadinas-perihal" />}
            </FormField>
            <FormField<string> name="tanggal" label="Tanggal" required group>
              {({ field, helpers, error }) => (
                <DatePicker
                  label="Tanggal"
                  name="tanggal"
                  value={field.value || null}
                  error={error}
                  onChange={(v) => void helpers.setValue(v ?? '')}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <FormField<number[]> name="kepada_jabatan_ids" label="Kepada (jabatan)" group>
              {({ field, helpers, invalid }) => (
                <SearchableSelect
                  multiple
                  label="Kepada (jabatan)"
                  placeholder="Pilih jabatan tujuan"
                  options={jabatan}
                  invalid={invalid}
                  value={field.value}
                  onChange={(ids) => void helpers.setValue(ids.map(Number))}
                />
              )}
            </FormField>
            <FormField<number[]> name="kepada_pegawai_ids" label="Kepada (pegawai)" group>
              {({ field, helpers }) => (
                <PegawaiSelect
                  multiple
                  label="Kepada (pegawai)"
                  placeholder="Cari pegawai tujuan"
                  loadOptions={loadPegawai}
                  value={field.value}
                  onChange={(ids) => void helpers.setValue(ids.map(Number))}
                />
              )}
            </FormField>
            <FormField<string> name="isi" label="Isi" required>
              {({ field }) => <Textarea {...field} rows={8} maxLength={20000} data-testid="notadinas-isi" />}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="notadinas-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
