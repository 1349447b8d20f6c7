import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { usePegawaiOptions, useTransport } from '@portal/api-client';
import { Input, OptionSelect, PegawaiSelect, Stack } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import type { JenisPejalan, SppdDetail, SppdMutationAnswer } from '@portal/contracts';
import { addPejalan, useMasterOptions, type PejalanFields } from '../api';
import { REQUIRED } from '../sppd-form';

export const JENIS_PEJALAN_OPTIONS: { id: JenisPejalan; nama: string }[] = [
  { id: 'pegawai', nama: 'Pegawai' },
  { id: 'outsourching', nama: 'Outsourcing' },
  { id: 'mitra', nama: 'Mitra' },
];

interface PejalanValues {
  jenis_pejalan: JenisPejalan;
  pegawai_id: string;
  nama: string;
  level_id: string;
  mitra_jabatan_id: string;
}

const INITIAL: PejalanValues = {
  jenis_pejalan: 'pegawai',
  pegawai_id: '',
  nama: '',
  level_id: '',
  mitra_jabatan_id: '',
};

/** The server's rule (travellers.ts): a pegawai is chosen, the others are named, a mitra has a jabatan. */
const schema: yup.ObjectSchema<PejalanValues> = yup.object({
  jenis_pejalan: yup.mixed<JenisPejalan>().oneOf(['pegawai', 'outsourching', 'mitra']).required(REQUIRED),
  pegawai_id: yup
    .string()
    .default('')
    .when('jenis_pejalan', {
      is: 'pegawai',
      then: (s) => s.required(REQUIRED),
      otherwise: (s) => s.default(''),
    }),
  nama: yup
    .string()
    .default('')
    .when('jenis_pejalan', {
      is: 'pegawai',
      then: (s) => s.default(''),
      otherwise: (s) => s.trim().required(REQUIRED).max(200, 'Nama paling banyak 200 karakter'),
    }),
  level_id: yup.string().required(REQUIRED),
  mitra_jabatan_id: yup
    .string()
    .default('')
    .when('jenis_pejalan', {
      is: 'mitra',
      then: (s) => s.required(REQUIRED),
      otherwise: (s) => s.default(''),
    }),
});

function toBody(values: PejalanValues): PejalanFields {
  const body: PejalanFields = { jenis_pejalan: values.jenis_pejalan, level_id: Number(values.level_id) };
  if (values.jenis_pejalan === 'pegawai') body.pegawai_id = Number(values.pegawai_id);
  else body.nama = values.nama.trim();
  if (values.jenis_pejalan === 'mitra') body.mitra_jabatan_id = Number(values.mitra_jabatan_id);
  return body;
}

export interface PejalanFormProps {
  sppd: SppdDetail;
  onSaved: (answer: SppdMutationAnswer) => void;
  onCancel: () => void;
}

/** Adds a traveller to a Draft trip: an employee (searched), outsourced staff or a partner with a jabatan. */
export function PejalanForm({ sppd, onSaved, onCancel }: PejalanFormProps) {
  const transport = useTransport();
  const loadPegawai = usePegawaiOptions();
  const levels = useMasterOptions('level');
  const jabatanMitra = useMasterOptions('mitra_jabatan');
  return (
    <Formik<PejalanValues>
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => onSaved(await addPejalan(transport, sppd.id, toBody(values))));
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate data-testid="pejalan-form">
          <Stack gap="4">
            <FormField<string> name="jenis_pejalan" label="Jenis Pejalan" required>
              {({ field }) => <OptionSelect {...field} aria-label="Jenis Pejalan" options={JENIS_PEJALAN_OPTIONS} />}
            </FormField>
            {values.jenis_pejalan === 'pegawai' ? (
              <FormField<string> name="pegawai_id" label="Pegawai" required>
                {({ field, helpers, invalid }) => (
                  <PegawaiSelect
                    aria-label="Pegawai"
                    placeholder="Ketik nama atau NPP"
                    value={field.value || null}
                    invalid={invalid}
                    loadOptions={loadPegawai}
                    onChange={(id) => void helpers.setValue(id === null ? '' : String(id))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
            ) : (
              <FormField<string> name="nama" label="Nama" required>
                {({ field }) => <Input {...field} maxLength={200} data-testid="pejalan-nama" />}
              </FormField>
            )}
            <FormField<string> name="level_id" label="Level" required>
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  invalid={invalid}
                  aria-label="Level"
                  placeholder="Pilih level"
                  options={levels}
                />
              )}
            </FormField>
            {values.jenis_pejalan === 'mitra' ? (
              <FormField<string> name="mitra_jabatan_id" label="Jabatan Mitra" required>
                {({ field, invalid }) => (
                  <OptionSelect
                    {...field}
                    invalid={invalid}
                    aria-label="Jabatan Mitra"
                    placeholder="Pilih jabatan mitra"
                    options={jabatanMitra}
                  />
                )}
              </FormField>
            ) : null}
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="pejalan-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
