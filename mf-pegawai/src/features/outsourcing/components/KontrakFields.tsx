import type { OutsourcingNamedRow } from '@portal/contracts';
import { OptionSelect, SearchableSelect, Textarea } from '@portal/design-system';
import { DatePicker, FormField } from '@portal/design-system/forms';
import { useKantorOptions } from '../../pegawai-list/public';

/**
 * A contract's fields inside a Formik form: kind, office, period, number, vendor, note. `prefix`
 * names the object they sit in ('kontrak.' in the add-worker form, '' in the contract form).
 */
export function KontrakFields({ prefix = '', jenis }: { prefix?: string; jenis: readonly OutsourcingNamedRow[] }) {
  const kantor = useKantorOptions();
  const jenisOptions = jenis.map((j) => ({ id: String(j.id), nama: j.nama }));
  const date = (name: 'awal' | 'akhir', label: string) => (
    <FormField<string> name={`${prefix}${name}`} label={label} required group>
      {({ field, helpers, error }) => (
        <DatePicker
          label={label}
          name={`${prefix}${name}`}
          value={field.value || null}
          error={error}
          onChange={(v) => void helpers.setValue(v ?? '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <FormField<string> name={`${prefix}jenis_id`} label="Jenis Kontrak" required>
        {({ field, invalid }) => (
          <OptionSelect {...field} options={jenisOptions} placeholder="Pilih jenis kontrak" invalid={invalid} />
        )}
      </FormField>
      <FormField<number | null> name={`${prefix}kantor_id`} label="Kantor" required>
        {({ field, helpers, invalid }) => (
          <SearchableSelect
            aria-label="Kantor"
            placeholder="Pilih kantor"
            options={kantor}
            value={field.value}
            invalid={invalid}
            onChange={(id) => void helpers.setValue(id === null ? null : Number(id))}
            onBlur={() => void helpers.setTouched(true)}
          />
        )}
      </FormField>
      {date('awal', 'Awal Kontrak')}
      {date('akhir', 'Akhir Kontrak')}
      <FormField name={`${prefix}nomor`} label="Nomor Kontrak" />
      <FormField name={`${prefix}perusahaan`} label="Perusahaan" helperText="Perusahaan penyedia tenaga kerja" />
      <FormField<string> name={`${prefix}keterangan`} label="Keterangan">
        {({ field }) => <Textarea {...field} rows={2} />}
      </FormField>
    </>
  );
}
