import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import { Button, HStack, Stack, Text, ErrorState, LoadingState, notify } from '@portal/design-system';
import { FormField, submitToApi } from '@portal/design-system/forms';
import { configFormSchema, saveConfig, useWlaConfig, type ConfigFormValues } from '../api';
import { decimalText } from './WlaNumber';

/**
 * The effective working time of a year that every FTE is counted against: effective days ×
 * effective hours × 60 minutes. A change takes effect at the next Reset.
 */
export function WlaConfigForm() {
  const transport = useTransport();
  const config = useWlaConfig();
  if (config.error) return <ErrorState message={config.error.message} onRetry={() => void config.mutate()} />;
  if (!config.data) return <LoadingState />;
  const c = config.data.data;
  return (
    <Formik<ConfigFormValues>
      initialValues={{ hari_efektif: String(c.hari_efektif), jam_efektif: c.jam_efektif }}
      enableReinitialize
      validationSchema={configFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          const answer = await saveConfig(transport, {
            hari_efektif: Number(values.hari_efektif),
            jam_efektif: values.jam_efektif.trim().replace(',', '.'),
          });
          notify.success(answer.message);
          await config.mutate({ data: answer.data }, { revalidate: false });
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Konfigurasi WLA">
          <Stack gap="3" maxW="xl">
            <HStack gap="3" align="start" wrap="wrap">
              <FormField name="hari_efektif" label="Hari efektif setahun" required />
              <FormField name="jam_efektif" label="Jam efektif sehari" required />
            </HStack>
            <Text fontSize="sm" color="fg.muted" data-testid="wla-menit-efektif">
              Waktu efektif setahun: {decimalText(c.menit_efektif)} menit (diubah{' '}
              {formatDate(c.updated_at, { time: true })}). Perubahan berlaku setelah Reset.
            </Text>
            <HStack>
              <Button type="submit" loading={isSubmitting} data-testid="wla-config-submit">
                Simpan Konfigurasi
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
