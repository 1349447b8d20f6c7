import { Form, Formik } from 'formik';
import { useOptionFile, useTransport } from '@portal/api-client';
import { formatNumber } from '@portal/domain';
import type { BroadcastAudience, BroadcastInput, BroadcastSentAnswer } from '@portal/contracts';
import {
  Button,
  Checkbox,
  HStack,
  NativeSelect,
  SearchableSelect,
  Stack,
  Text,
  Textarea,
  notifyError,
  useConfirm,
} from '@portal/design-system';
import { FormField, submitToApi } from '@portal/design-system/forms';
import {
  BROADCAST_FIELD_OF,
  EMPTY_BROADCAST_FORM,
  broadcastFormSchema,
  toBroadcastInput,
  type BroadcastFormValues,
} from '../api';

export interface BroadcastFormProps {
  /** How many the target reaches (POST event count). */
  onCount: (input: BroadcastInput) => Promise<BroadcastAudience>;
  /** Sends it (POST) → 'Broadcast Sent'. */
  onSend: (input: BroadcastInput) => Promise<BroadcastSentAnswer>;
  /** After a broadcast was sent. */
  onSent?: (answer: BroadcastSentAnswer) => void;
}

function audienceText(a: BroadcastAudience, values: BroadcastFormValues): string {
  const parts = [`${formatNumber(a.portal)} lewat portal`];
  if (values.email) parts.push(`${formatNumber(a.email)} e-mail`);
  if (values.whatsapp) parts.push(`${formatNumber(a.whatsapp)} WhatsApp`);
  return `Broadcast "${values.judul.trim()}" akan dikirim ke ${formatNumber(a.recipients)} pegawai (${parts.join(', ')}).`;
}

function Channel({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange?: (v: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={!onChange}
      onCheckedChange={(e) => onChange?.(e.checked === true)}
      data-testid={`broadcast-channel-${name}`}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Compose a broadcast: title, message, target (every active employee, or chosen offices and/or
 * positions: both chosen = those of the offices holding the positions), the channels (in-portal
 * always; e-mail and WhatsApp optional). 'Kirim' first asks the server how many it reaches and
 * shows that in a confirmation; only 'Kirim Broadcast' there sends it.
 */
export function BroadcastForm({ onCount, onSend, onSent }: BroadcastFormProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const kantor = useOptionFile(transport, 'kantor');
  const jabatan = useOptionFile(transport, 'jabatan');

  return (
    <Formik<BroadcastFormValues>
      initialValues={EMPTY_BROADCAST_FORM}
      validationSchema={broadcastFormSchema}
      onSubmit={async (values, helpers) => {
        const input = toBroadcastInput(values);
        await submitToApi(
          helpers,
          async () => {
            const audience = await onCount(input);
            let answer: BroadcastSentAnswer | undefined;
            const sent = await confirm({
              title: 'Kirim broadcast?',
              message: audienceText(audience, values),
              confirmLabel: 'Kirim Broadcast',
              onConfirm: async () => {
                try {
                  answer = await onSend(input);
                } catch (error) {
                  notifyError(error);
                  throw error;
                }
              },
            });
            if (sent && answer) {
              helpers.resetForm();
              onSent?.(answer);
            }
          },
          { fieldOf: BROADCAST_FIELD_OF },
        );
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate data-testid="broadcast-form">
          <Stack gap="4">
            <FormField name="judul" label="Judul" required placeholder="mis. Pemeliharaan sistem Sabtu malam" />
            <FormField<string> name="pesan" label="Pesan" required>
              {({ field }) => <Textarea {...field} rows={5} aria-required placeholder="Tulis pesan broadcast" />}
            </FormField>
            <FormField<string> name="target" label="Penerima" required>
              {({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...field} aria-label="Penerima" data-testid="broadcast-target">
                    <option value="all">Semua pegawai aktif</option>
                    <option value="selected">Kantor dan/atau jabatan tertentu</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            {values.target === 'selected' ? (
              <>
                <FormField<number[]>
                  name="kantor_ids"
                  label="Kantor"
                  helperText="Termasuk kantor di bawahnya. Bila jabatan juga dipilih, hanya pemegang jabatan itu di kantor ini."
                >
                  {({ field, helpers, invalid }) => (
                    <SearchableSelect
                      multiple
                      aria-label="Kantor"
                      placeholder="Pilih kantor"
                      options={kantor}
                      value={field.value}
                      invalid={invalid}
                      onChange={(ids) => void helpers.setValue(ids.map(Number))}
                      onBlur={() => void helpers.setTouched(true)}
                    />
                  )}
                </FormField>
                <FormField<number[]> name="jabatan_ids" label="Jabatan">
                  {({ field, helpers }) => (
                    <SearchableSelect
                      multiple
                      aria-label="Jabatan"
                      placeholder="Pilih jabatan"
                      options={jabatan}
                      value={field.value}
                      onChange={(ids) => void helpers.setValue(ids.map(Number))}
                    />
                  )}
                </FormField>
              </>
            ) : null}
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium">
                Saluran
              </Text>
              <HStack gap="6" wrap="wrap">
                <Channel name="portal" label="Notifikasi portal (selalu)" checked />
                <Channel
                  name="email"
                  label="E-mail"
                  checked={values.email}
                  onChange={(v) => void setFieldValue('email', v)}
                />
                <Channel
                  name="whatsapp"
                  label="WhatsApp"
                  checked={values.whatsapp}
                  onChange={(v) => void setFieldValue('whatsapp', v)}
                />
              </HStack>
            </Stack>
            <HStack justify="flex-end">
              <Button type="submit" loading={isSubmitting} data-testid="broadcast-submit">
                Kirim
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
