import { Form, Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import type { BatasUploadInput } from '@portal/contracts';
import { MESSAGES, MONTH_OPTIONS } from '@portal/domain';
import { Button, ErrorState, HStack, LoadingState, OptionSelect, Stack, YearPicker } from '@portal/design-system';
import { DatePicker, FormField, submitToApi } from '@portal/design-system/forms';
import { lastYearOffered } from '../../../shared/period';
import { useBatasUpload, type DeductionKind } from '../api';
import { BatasInfo } from './BatasInfo';

export interface BatasTanggalValues {
  tahun: number | '';
  bulan: number | '';
  tanggal: string;
}

const REQUIRED = MESSAGES.fieldRequired;

export const batasTanggalSchema = yup.object({
  tahun: yup.number().typeError(REQUIRED).required(REQUIRED),
  bulan: yup.number().typeError(REQUIRED).required(REQUIRED),
  tanggal: yup
    .string()
    .required(REQUIRED)
    .test('in-month', 'Tanggal batas upload harus dalam bulan tersebut atau setelahnya', function inMonth(value) {
      const { tahun, bulan } = this.parent as BatasTanggalValues;
      if (!value || tahun === '' || bulan === '') return true;
      return value >= `${tahun}-${String(bulan).padStart(2, '0')}-01`;
    }),
});

/** The deadline now in force for the month chosen in the form. */
function CurrentBatas({ kind }: { kind: DeductionKind }) {
  const { values } = useFormikContext<BatasTanggalValues>();
  const batas = useBatasUpload(
    {
      tahun: values.tahun === '' ? undefined : values.tahun,
      bulan: values.bulan === '' ? undefined : values.bulan,
    },
    kind,
  );
  if (values.tahun === '' || values.bulan === '') return null;
  if (batas.error) return <ErrorState message={batas.error.message} onRetry={() => void batas.mutate()} />;
  if (!batas.data) return <LoadingState />;
  return <BatasInfo batas={batas.data.data} />;
}

export interface BatasTanggalFormProps {
  /** Whose deadline the form shows: salary deductions (default) or service deductions. */
  kind?: DeductionKind;
  initialValues: BatasTanggalValues;
  /** Saves the deadline; a 422 lands under the fields. */
  onSubmit: (input: BatasUploadInput) => Promise<unknown>;
}

/** Tahun, bulan and the last day uploads of that month are accepted. */
export function BatasTanggalForm({ kind = 'gaji', initialValues, onSubmit }: BatasTanggalFormProps) {
  return (
    <Formik<BatasTanggalValues>
      initialValues={initialValues}
      validationSchema={batasTanggalSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () =>
          onSubmit({ tahun: Number(values.tahun), bulan: Number(values.bulan), tanggal: values.tanggal }),
        );
      }}
    >
      {({ isSubmitting, values, setFieldValue, setFieldTouched }) => (
        <Form noValidate data-testid="batas-form">
          <Stack gap="4" maxW="xl">
            <HStack gap="4" align="start" wrap="wrap" data-testid="batas-period">
              <FormField<number | ''> name="tahun" label="Tahun" required>
                {({ invalid }) => (
                  <YearPicker
                    aria-label="Tahun"
                    name="tahun"
                    max={lastYearOffered()}
                    value={values.tahun === '' ? null : values.tahun}
                    invalid={invalid}
                    onChange={(v) => void setFieldValue('tahun', v ?? '')}
                    onBlur={() => void setFieldTouched('tahun', true)}
                  />
                )}
              </FormField>
              <FormField<number | ''> name="bulan" label="Bulan" required>
                {({ invalid }) => (
                  <OptionSelect
                    aria-label="Bulan"
                    name="bulan"
                    size="sm"
                    width="40"
                    options={MONTH_OPTIONS}
                    placeholder="Pilih bulan"
                    invalid={invalid}
                    value={values.bulan}
                    onChange={(e) =>
                      void setFieldValue('bulan', e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))
                    }
                    onBlur={() => void setFieldTouched('bulan', true)}
                  />
                )}
              </FormField>
            </HStack>
            <CurrentBatas kind={kind} />
            <FormField<string> name="tanggal" label="Tanggal batas upload" required group>
              {({ field, helpers, error }) => (
                <DatePicker
                  label="Tanggal batas upload"
                  name="tanggal"
                  value={field.value || null}
                  error={error}
                  onChange={(v) => void helpers.setValue(v ?? '')}
                  onBlur={() => void helpers.setTouched(true)}
                />
              )}
            </FormField>
            <HStack>
              <Button type="submit" loading={isSubmitting} data-testid="batas-submit">
                Simpan
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
