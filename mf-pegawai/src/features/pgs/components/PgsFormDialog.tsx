import { Form, Formik } from 'formik';
import { useOptionFile, usePegawaiOptions, useTransport } from '@portal/api-client';
import type { PgsInput } from '@portal/contracts';
import { PegawaiSelect, SearchableSelect, Stack, Text, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { pgsFormSchema, pgsInputOf, type PgsFormValues } from '../api';

export interface PgsFormDialogProps {
  open: boolean;
  /** 'Tambah PGS' or 'Ubah PGS'. */
  title: string;
  initialValues: PgsFormValues;
  /** When editing: the acting official, shown but not changeable. */
  pegawaiNama?: string;
  /** The rank the assignment carries, kept as it is. */
  pangkatId?: number | null;
  onSubmit: (input: PgsInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes an acting-official assignment: who, for which position and office, from when to when. */
export function PgsFormDialog(props: PgsFormDialogProps) {
  const { open, title, initialValues, pegawaiNama, pangkatId = null, onSubmit, onClose } = props;
  const transport = useTransport();
  const loadPegawai = usePegawaiOptions();
  const jabatan = useOptionFile(transport, 'jabatan');
  const kantor = useOptionFile(transport, 'kantor');
  const dateField = (name: 'start_date' | 'end_date', label: string) => (
    <FormField<string> name={name} label={label} required group>
      {({ field, helpers, error }) => (
        <DatePicker
          label={label}
          name={name}
          value={field.value || null}
          error={error}
          onChange={(v) => void helpers.setValue(v ?? '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="pgs-form-dialog">
      <Formik<PgsFormValues>
        initialValues={initialValues}
        validationSchema={pgsFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(pgsInputOf(values, pangkatId)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {pegawaiNama ? (
                <Text>
                  Pejabat pengganti: <strong>{pegawaiNama}</strong>
                </Text>
              ) : (
                <FormField<number | null> name="pegawai_id" label="Pejabat Pengganti" required>
                  {({ field, helpers, invalid }) => (
                    <PegawaiSelect
                      aria-label="Pejabat Pengganti"
                      placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
                      loadOptions={loadPegawai}
                      value={field.value}
                      invalid={invalid}
                      onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
              )}
              <FormField<number | null> name="jabatan_id" label="Jabatan yang Digantikan" required>
                {({ field, helpers, invalid }) => (
                  <SearchableSelect
                    aria-label="Jabatan yang Digantikan"
                    placeholder="Pilih jabatan"
                    options={jabatan}
                    value={field.value}
                    invalid={invalid}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<number | null> name="kantor_id" label="Kantor">
                {({ field, helpers }) => (
                  <SearchableSelect
                    aria-label="Kantor"
                    placeholder="Pilih kantor"
                    options={kantor}
                    value={field.value}
                    onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
                  />
                )}
              </FormField>
              {dateField('start_date', 'Tanggal Awal')}
              {dateField('end_date', 'Tanggal Akhir')}
              <FormField name="nomor_sk" label="Nomor SK" />
              <FormField<string> name="keterangan" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="pgs-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
