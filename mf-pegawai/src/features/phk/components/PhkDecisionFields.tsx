import type { PhkTypeRow } from '@portal/contracts';
import { OptionSelect, Textarea } from '@portal/design-system';
import { DatePicker, FormField } from '@portal/design-system/forms';

export interface PhkDecisionFieldsProps {
  types: readonly PhkTypeRow[];
}

/**
 * What a termination decides, the same for one employee and for many (PHK Massal): the kind, the date
 * from which the employee is no longer active, the decree number, who decided and a note.
 */
export function PhkDecisionFields({ types }: PhkDecisionFieldsProps) {
  const typeOptions = types.map((t) => ({ id: String(t.id), nama: t.nama }));
  return (
    <>
      <FormField<string> name="type_id" label="Kategori PHK" required>
        {({ field, invalid }) => (
          <OptionSelect {...field} options={typeOptions} placeholder="Pilih kategori PHK" invalid={invalid} />
        )}
      </FormField>
      <FormField<string>
        name="tanggal"
        label="Tanggal PHK"
        required
        group
        helperText="Mulai tanggal ini pegawai tidak aktif lagi (daftar pegawai, absen dan persetujuan)"
      >
        {({ field, helpers, error }) => (
          <DatePicker
            label="Tanggal PHK"
            name="tanggal"
            value={field.value || null}
            error={error}
            onChange={(v) => void helpers.setValue(v ?? '')}
            onBlur={() => void helpers.setTouched(true)}
          />
        )}
      </FormField>
      <FormField name="nomor_sk" label="Nomor SK" />
      <FormField name="penyelenggara" label="Penyelenggara" helperText="Pejabat atau unit yang memutuskan" />
      <FormField<string> name="keterangan" label="Keterangan">
        {({ field }) => <Textarea {...field} rows={3} />}
      </FormField>
    </>
  );
}
