import { Form, Formik } from 'formik';
import { usePegawaiOptions } from '@portal/api-client';
import type { PerawatanConfig, PerawatanNotaInput } from '@portal/contracts';
import { formatRupiah } from '@portal/domain';
import { OptionSelect, PegawaiSelect, Stack, Text, Textarea } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { notaFormSchema, notaInputOf, type NotaFormValues } from '../api';

export interface PerawatanFormProps {
  initialValues: NotaFormValues;
  /** Types, places and the glasses ceilings (index_config). */
  config: PerawatanConfig;
  onSubmit: (input: PerawatanNotaInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel?: string;
}

/**
 * One care claim: the employee, type, hospital or place, the bill's date, number and amount, a note.
 * For glasses the ceilings by grade are shown; the server checks the ceiling and the one claim per period.
 */
export function PerawatanForm({ initialValues, config, onSubmit, onCancel, submitLabel }: PerawatanFormProps) {
  const loadPegawai = usePegawaiOptions();
  const jenisOptions = config.jenis.map((j) => ({ id: String(j.id), nama: j.nama }));
  const tempatOptions = config.rs_tempat.map((t) => ({ id: String(t.id), nama: `${t.nama} (${t.golongan.nama})` }));
  const kacaMataIds = new Set(config.jenis.filter((j) => j.is_kaca_mata).map((j) => String(j.id)));
  return (
    <Formik<NotaFormValues>
      initialValues={initialValues}
      validationSchema={notaFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit(notaInputOf(values)));
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <Stack gap="4" data-testid="perawatan-form">
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
            <FormField<string> name="jenis_id" label="Jenis Perawatan" required>
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  options={jenisOptions}
                  placeholder="Pilih jenis perawatan"
                  invalid={invalid}
                  data-testid="perawatan-jenis"
                />
              )}
            </FormField>
            {kacaMataIds.has(values.jenis_id) ? (
              <Text fontSize="sm" color="fg.muted" data-testid="perawatan-kaca-mata-info">
                {`Kacamata: satu klaim per periode ${config.kaca_mata.periode_tahun} tahun, plafon menurut grade: `}
                {config.kaca_mata.plafon
                  .map((p) => `grade ${p.grade_min}–${p.grade_max} ${formatRupiah(p.plafon)}`)
                  .join('; ')}
              </Text>
            ) : null}
            <FormField<string> name="rs_tempat_id" label="Tempat Perawatan">
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  options={tempatOptions}
                  placeholder="Pilih rumah sakit / tempat"
                  invalid={invalid}
                  data-testid="perawatan-tempat"
                />
              )}
            </FormField>
            <FormField<string> name="tanggal" label="Tanggal Nota" required group>
              {({ field, helpers, error }) => (
                <DatePicker
                  label="Tanggal Nota"
                  name="tanggal"
                  value={field.value || null}
                  error={error}
                  onChange={(v) => void helpers.setValue(v ?? '')}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <FormField name="nomor_nota" label="Nomor Nota" />
            <FormField
              name="nominal"
              label="Nominal (Rp)"
              required
              helperText="Angka tanpa titik ribuan, mis. 350000 atau 350000.50"
            />
            <FormField<string> name="keterangan" label="Keterangan">
              {({ field }) => <Textarea {...field} rows={3} />}
            </FormField>
            <FormActions
              onCancel={onCancel}
              isSubmitting={isSubmitting}
              submitLabel={submitLabel}
              submitTestId="perawatan-form-submit"
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
