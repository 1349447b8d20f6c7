import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { ApiError, useTransport } from '@portal/api-client';
import type { KantorInput } from '@portal/contracts';
import { notify, SearchableSelect, SimpleGrid, Stack, Text } from '@portal/design-system';
import { FormActions, FormDialog, FormField } from '@portal/design-system/forms';
import { PageError } from '../../../shared/PageError';
import {
  saveKantor,
  useKantorJenis,
  useKantorKelas,
  useKantorLevels,
  useKantorModances,
  useKantorOptions,
  useKantorSetting,
  type KantorRow,
  type KantorSetting,
  type Option,
} from '../api';

const FLAGS = [
  ['is_kantor_absen', 'Kantor absen'],
  ['is_kantor_induk', 'Kantor induk'],
  ['is_allow_absence', 'Boleh absen'],
  ['is_allow_salary_deduction', 'Potongan gaji'],
  ['is_link_issuer', 'Penerbit link'],
  ['is_parent', 'Kantor parent'],
] as const;

type Values = Omit<KantorInput, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const coordinate = (max: number) =>
  yup
    .string()
    .test('number', 'Harus berupa angka', (v) => !v || !Number.isNaN(Number(v)))
    .test('range', `Antara -${max} dan ${max}`, (v) => !v || Math.abs(Number(v)) <= max);

const schema = yup.object({
  nama: yup.string().trim().required('Nama kantor wajib diisi').max(150, 'Paling banyak 150 karakter'),
  kode: yup.string().nullable().max(30, 'Paling banyak 30 karakter'),
  kantor_level_id: yup.number().required('Level kantor wajib dipilih'),
  latitude: coordinate(90).test('pair', 'Latitude dan longitude diisi keduanya', function (v) {
    return !v === !this.parent.longitude;
  }),
  longitude: coordinate(180),
});

function toValues(k: KantorRow | null, setting?: KantorSetting): Values {
  return {
    nama: k?.nama ?? '',
    kode: k?.kode ?? '',
    kantor_level_id: k?.kantor_level_id ?? (undefined as unknown as number),
    kelas_id: setting?.kelas_id ?? null,
    parent_id: k?.parent_id ?? null,
    kantor_induk_id: setting?.kantor_induk_id ?? null,
    alamat: setting?.alamat ?? null,
    latitude: k?.latitude == null ? '' : String(k.latitude),
    longitude: k?.longitude == null ? '' : String(k.longitude),
    is_kantor_absen: k?.is_kantor_absen ?? false,
    is_kantor_induk: k?.is_kantor_induk ?? false,
    is_allow_absence: k?.is_allow_absence ?? true,
    is_allow_salary_deduction: k?.is_allow_salary_deduction ?? false,
    is_link_issuer: k?.is_link_issuer ?? false,
    is_parent: k?.is_parent ?? false,
    jenis_id: setting?.jenis_id ?? null,
    modance_id: setting?.modance_id ?? null,
  };
}

function SelectField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: Option[];
  required?: boolean;
}) {
  return (
    <FormField<number | null> name={name} label={label} required={required}>
      {({ field, helpers, invalid }) => (
        <SearchableSelect<Option>
          aria-label={label}
          name={name}
          // Inside a modal dialog: a list portalled outside it would be inert.
          portalled={false}
          options={options}
          value={field.value ?? null}
          invalid={invalid}
          onChange={(value) => void helpers.setValue(value === null ? null : Number(value))}
        />
      )}
    </FormField>
  );
}

export interface KantorFormDialogProps {
  /** null: closed; 'new': create; a row: edit it. */
  target: KantorRow | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit an office (roles 1, 57): name, code, level, class, parent, flags, coordinates, jenis, modance. */
export function KantorFormDialog({ target, onClose, onSaved }: KantorFormDialogProps) {
  const transport = useTransport();
  const row = target === 'new' ? null : target;
  const setting = useKantorSetting(row?.id ?? null);
  const levels = useKantorLevels();
  const kelas = useKantorKelas();
  const kantor = useKantorOptions();
  const jenis = useKantorJenis();
  const modance = useKantorModances();
  // Editing waits for the setting: saving without it would blank kantor induk and address.
  const ready = row === null || setting.data !== undefined;
  const initial = toValues(row, setting.data);

  return (
    <FormDialog
      open={target !== null}
      title={row ? `Ubah ${row.display_name}` : 'Tambah Kantor'}
      onClose={onClose}
      size="xl"
    >
      {setting.error ? (
        <PageError error={setting.error} />
      ) : !ready ? (
        <Text>Memuat…</Text>
      ) : (
        <Formik<Values>
          initialValues={initial}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const input: KantorInput = {
              ...values,
              kode: values.kode?.trim() || null,
              latitude: values.latitude ? Number(values.latitude) : null,
              longitude: values.longitude ? Number(values.longitude) : null,
            };
            try {
              const answer = await saveKantor(transport, row?.id ?? null, input);
              notify.success(answer.message);
              onSaved();
            } catch (error) {
              if (error instanceof ApiError && error.errors)
                helpers.setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, t]) => [f, t.join(' ')])));
              notify.error(error instanceof Error ? error.message : String(error));
            }
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate aria-label="Form kantor">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="nama" label="Nama" required />
                  <FormField name="kode" label="Kode" />
                  <SelectField name="kantor_level_id" label="Level" options={levels} required />
                  <SelectField name="kelas_id" label="Kelas" options={kelas} />
                  <SelectField
                    name="parent_id"
                    label="Kantor induk (parent)"
                    options={kantor.filter((k) => k.id !== row?.id)}
                  />
                  <SelectField name="kantor_induk_id" label="Kantor induk absen" options={kantor} />
                  <SelectField name="jenis_id" label="Jenis" options={jenis} />
                  <SelectField name="modance_id" label="Modance (mode absensi)" options={modance} />
                  <FormField name="latitude" label="Latitude" placeholder="-6.9147" />
                  <FormField name="longitude" label="Longitude" placeholder="107.6098" />
                </SimpleGrid>
                <FormField name="alamat" label="Alamat" />
                <SimpleGrid as="fieldset" columns={{ base: 2, md: 3 }} gap="2">
                  <Text as="legend" fontWeight="medium" mb="2">
                    Atribut
                  </Text>
                  {FLAGS.map(([key, label]) => (
                    <label key={key} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                      <input
                        type="checkbox"
                        checked={Boolean(values[key])}
                        onChange={(e) => void setFieldValue(key, e.target.checked)}
                      />
                      {label}
                    </label>
                  ))}
                </SimpleGrid>
                <FormActions onCancel={onClose} isSubmitting={isSubmitting} />
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </FormDialog>
  );
}
