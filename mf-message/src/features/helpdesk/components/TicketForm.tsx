import { useRef } from 'react';
import { Form, Formik } from 'formik';
import type { HelpdeskCreateInput } from '@portal/contracts';
import { Button, HStack, Input, OptionSelect, Stack, Text, Textarea } from '@portal/design-system';
import { submitToApi, FormField } from '@portal/design-system/forms';
import {
  ATTACHMENT_ACCEPT,
  EMPTY_TICKET_FORM,
  HELPDESK_LIMITS,
  PRIORITIES,
  ticketFormSchema,
  toTicketInput,
  type TicketFormValues,
} from '../api';

/** The file input of a form: chosen files listed with 'Hapus'. */
export function AttachmentsField({ testId }: { testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField<File[]>
      name="attachments"
      label="Lampiran"
      helperText={`PDF, JPEG, PNG, XLSX atau DOCX; paling banyak ${HELPDESK_LIMITS.attachments} file, 5 MB per file.`}
    >
      {({ field, helpers }) => (
        <Stack gap="2">
          <Input
            ref={input}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            p="1"
            data-testid={testId}
            onChange={(e) => {
              const chosen = Array.from(e.currentTarget.files ?? []);
              if (input.current) input.current.value = '';
              void helpers.setTouched(true, false);
              void helpers.setValue([...field.value, ...chosen]);
            }}
          />
          {field.value.map((file, index) => (
            <HStack key={`${file.name}-${index}`} gap="2" fontSize="sm">
              <Text truncate>{file.name}</Text>
              <Button
                kind="quiet"
                size="xs"
                aria-label={`Hapus lampiran ${file.name}`}
                onClick={() => void helpers.setValue(field.value.filter((_, i) => i !== index))}
              >
                Hapus
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </FormField>
  );
}

export interface TicketFormProps {
  kategori: readonly { id: number; nama: string }[];
  onSubmit: (input: HelpdeskCreateInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** 'Buat tiket' (formik + yup with the server's rules): subject, category, priority, description, attachments. */
export function TicketForm({ kategori, onSubmit, onCancel }: TicketFormProps) {
  return (
    <Formik<TicketFormValues>
      initialValues={EMPTY_TICKET_FORM}
      validationSchema={ticketFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => onSubmit(await toTicketInput(values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="ticket-form">
          <Stack gap="4">
            <FormField name="subjek" label="Subjek" required placeholder="mis. Tidak bisa login ke portal" />
            <FormField<string> name="kategori_id" label="Kategori" required>
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  aria-label="Kategori"
                  placeholder="Pilih kategori"
                  options={kategori}
                  invalid={invalid}
                />
              )}
            </FormField>
            <FormField<string> name="prioritas" label="Prioritas" required>
              {({ field, invalid }) => (
                <OptionSelect
                  {...field}
                  aria-label="Prioritas"
                  options={PRIORITIES.map((p) => ({ id: p, nama: p }))}
                  invalid={invalid}
                />
              )}
            </FormField>
            <FormField<string> name="body" label="Uraian masalah" required>
              {({ field }) => (
                <Textarea {...field} rows={6} aria-required placeholder="Jelaskan masalah yang Anda alami" />
              )}
            </FormField>
            <AttachmentsField testId="ticket-attachments-input" />
            <HStack justify="flex-end" gap="2">
              {onCancel ? (
                <Button kind="secondary" onClick={onCancel} disabled={isSubmitting}>
                  Batal
                </Button>
              ) : null}
              <Button type="submit" loading={isSubmitting} data-testid="ticket-form-submit">
                Kirim Tiket
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
