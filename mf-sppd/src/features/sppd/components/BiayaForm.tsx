import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTransport } from '@portal/api-client';
import { Input, OptionSelect, Stack } from '@portal/design-system';
import { DatePicker, FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { storePejalanBiaya, updatePejalanBiaya, useMasterOptions } from '../api';
import { REQUIRED } from '../sppd-form';
import type { PejalanBiayaAnswer, SppdDetail, SppdPejalanBiaya } from '@portal/contracts';

/** The server's MoneyInput: a decimal string with at most 2 decimals. */
export const MONEY_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;
export const MONEY_MESSAGE = 'Nominal berupa angka tanpa titik ribuan, paling banyak 2 desimal (mis. 150000.50)';

interface BiayaValues {
  pejalan_id: string;
  tanggal: string;
  jenis_biaya_id: string;
  nominal: string;
  keterangan: string;
}

export interface BiayaFormProps {
  sppd: SppdDetail;
  /** The cost being changed (amount and note only); without it a new cost is added. */
  biaya?: SppdPejalanBiaya;
  onSaved: (answer: PejalanBiayaAnswer) => void;
  onCancel: () => void;
}

/** A cost of one traveller on one date of a Draft trip (requester only), or a change of its amount. */
export function BiayaForm({ sppd, biaya, onSaved, onCancel }: BiayaFormProps) {
  const transport = useTransport();
  const jenisBiaya = useMasterOptions('jenis_biaya');
  const start = sppd.tanggal_mulai.slice(0, 10);
  const end = sppd.tanggal_selesai.slice(0, 10);
  const schema = yup.object({
    pejalan_id: biaya ? yup.string().default('') : yup.string().required(REQUIRED),
    tanggal: biaya
      ? yup.string().default('')
      : yup
          .string()
          .required(REQUIRED)
          .test('in-trip', 'Tanggal biaya harus di dalam rentang tanggal SPPD', (v) => !v || (v >= start && v <= end)),
    jenis_biaya_id: biaya ? yup.string().default('') : yup.string().required(REQUIRED),
    nominal: yup.string().trim().required(REQUIRED).matches(MONEY_PATTERN, MONEY_MESSAGE),
    keterangan: yup.string().default('').max(500, 'Keterangan paling banyak 500 karakter'),
  });
  const initial: BiayaValues = {
    pejalan_id: biaya ? String(biaya.pejalan_id) : '',
    tanggal: biaya ? biaya.tanggal.slice(0, 10) : start,
    jenis_biaya_id: biaya ? String(biaya.jenis_biaya_id) : '',
    nominal: biaya ? biaya.nominal : '',
    keterangan: biaya?.keterangan ?? '',
  };
  return (
    <Formik<BiayaValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const keterangan = values.keterangan.trim() || null;
        await submitToApi(helpers, async () =>
          onSaved(
            biaya
              ? await updatePejalanBiaya(transport, biaya.id, { nominal: values.nominal.trim(), keterangan })
              : await storePejalanBiaya(transport, {
                  sppd_id: sppd.id,
                  pejalan_id: Number(values.pejalan_id),
                  tanggal: values.tanggal,
                  jenis_biaya_id: Number(values.jenis_biaya_id),
                  nominal: values.nominal.trim(),
                  keterangan,
                }),
          ),
        );
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="biaya-form">
          <Stack gap="4">
            {biaya ? null : (
              <>
                <FormField<string> name="pejalan_id" label="Pejalan" required>
                  {({ field, invalid }) => (
                    <OptionSelect
                      {...field}
                      invalid={invalid}
                      aria-label="Pejalan"
                      placeholder="Pilih pejalan"
                      options={sppd.pejalan}
                    />
                  )}
                </FormField>
                <FormField<string> name="tanggal" label="Tanggal" required group>
                  {({ field, helpers, error }) => (
                    <DatePicker
                      label="Tanggal"
                      name="tanggal"
                      value={field.value || null}
                      min={start}
                      max={end}
                      error={error}
                      onChange={(v) => void helpers.setValue(v ?? '')}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
                <FormField<string> name="jenis_biaya_id" label="Jenis Biaya" required>
                  {({ field, invalid }) => (
                    <OptionSelect
                      {...field}
                      invalid={invalid}
                      aria-label="Jenis Biaya"
                      placeholder="Pilih jenis biaya"
                      options={jenisBiaya}
                    />
                  )}
                </FormField>
              </>
            )}
            <FormField<string> name="nominal" label="Nominal (Rp)" required>
              {({ field }) => <Input {...field} inputMode="decimal" data-testid="biaya-nominal" />}
            </FormField>
            <FormField<string> name="keterangan" label="Keterangan">
              {({ field }) => <Input {...field} maxLength={500} />}
            </FormField>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="biaya-form-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
