import { Form, Formik } from 'formik';
import { usePegawaiOptions } from '@portal/api-client';
import type { SanksiInput, SanksiJenisRow } from '@portal/contracts';
import { OptionSelect, PegawaiSelect, Stack, Text, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormDialog, FormField, submitToApi } from '@portal/design-system/forms';
import { sanksiFormSchema, sanksiInputOf, type SanksiFormValues } from '../api';

export interface SanksiFormDialogProps {
  open: boolean;
  /** 'Tambah Sanksi' or 'Ubah Sanksi'. */
  title: string;
  initialValues: SanksiFormValues;
  /** When editing: the employee, shown but not changeable (a sanction stays with its employee). */
  pegawaiNama?: string;
  /** The types to choose from (GET /general/sanksi). */
  jenis: readonly SanksiJenisRow[];
  onSubmit: (input: SanksiInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes one sanction: employee, type, validity period, decree number and a note. */
export function SanksiFormDialog({
  open,
  title,
  initialValues,
  pegawaiNama,
  jenis,
  onSubmit,
  onClose,
}: SanksiFormDialogProps) {
  const loadPegawai = usePegawaiOptions();
  const jenisOptions = jenis.map((j) => ({ id: String(j.id), nama: `${j.nama} (${j.parent.nama})` }));
  return (
    <FormDialog open={open} title={title} onClose={onClose} testId="sanksi-form-dialog">
      <Formik<SanksiFormValues>
        initialValues={initialValues}
        validationSchema={sanksiFormSchema}
        onSubmit={async (values, helpers) => {
          await submitToApi(helpers, () => onSubmit(sanksiInputOf(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {pegawaiNama ? (
                <Text>
                  Pegawai: <strong>{pegawaiNama}</strong>
                </Text>
              ) : (
                <FormField<number | null> name="pegawai_id" label="Pegawai" required>
                  {({ field, helpers, invalid }) => (
                    <PegawaiSelect
                      aria-label="Pegawai"
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
              <FormField<string> name="jenis_id" label="Jenis Sanksi" required>
                {({ field, invalid }) => (
                  <OptionSelect {...field} options={jenisOptions} placeholder="Pilih jenis sanksi" invalid={invalid} />
                )}
              </FormField>
              <FormField<string> name="awal" label="Tanggal Awal" required group>
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Tanggal Awal"
                    name="awal"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField<string>
                name="akhir"
                label="Tanggal Akhir"
                group
                helperText="Kosongkan bila sanksi berlaku tanpa batas waktu"
              >
                {({ field, helpers, error }) => (
                  <DatePicker
                    label="Tanggal Akhir"
                    name="akhir"
                    value={field.value || null}
                    error={error}
                    onChange={(v) => void helpers.setValue(v ?? '')}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
              <FormField name="nomor_sk" label="Nomor SK" />
              <FormField<string> name="keterangan" label="Keterangan">
                {({ field }) => <Textarea {...field} rows={3} />}
              </FormField>
              <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitTestId="sanksi-form-submit" />
            </Stack>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
