import { useMemo, useRef } from 'react';
import { Form, Formik } from 'formik';
import { usePegawaiOptions } from '@portal/api-client';
import type { MailCreateInput, PegawaiOption } from '@portal/contracts';
import { Button, HStack, Input, PegawaiSelect, Stack, Text, Textarea } from '@portal/design-system';
import { submitToApi, FormField } from '@portal/design-system/forms';
import {
  ATTACHMENT_ACCEPT,
  EMPTY_MAIL_FORM,
  MAIL_FIELD_OF,
  MAIL_LIMITS,
  formatFileSize,
  mailFormSchema,
  toMailInput,
  type MailFormValues,
} from '../api';

export interface MailFormProps {
  initialValues?: Partial<MailFormValues>;
  /** A reply: the mail it answers; recipients are then every other participant of the thread. */
  parentId?: number;
  submitLabel?: string;
  /** Recipients chosen before the form opens (e.g. an officer), so the picker shows their names. */
  recipientOptions?: readonly PegawaiOption[];
  /** Sends the mail; an ApiError with field errors (422) is shown under the fields. */
  onSubmit: (input: MailCreateInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Compose or reply (formik + yup with the server's rules): recipients (PegawaiSelect, several),
 * subject, body and up to 5 attachments (5 MB each, 10 MB together; PDF, JPEG, PNG, XLSX, DOCX).
 */
export function MailForm({
  initialValues,
  parentId,
  submitLabel = 'Kirim',
  recipientOptions,
  onSubmit,
  onCancel,
}: MailFormProps) {
  const reply = parentId !== undefined;
  const schema = useMemo(() => mailFormSchema(reply), [reply]);
  const loadPegawai = usePegawaiOptions();
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <Formik<MailFormValues>
      initialValues={{ ...EMPTY_MAIL_FORM, ...initialValues }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => onSubmit(await toMailInput(values, parentId)), {
          fieldOf: MAIL_FIELD_OF,
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="mail-form">
          <Stack gap="4">
            {reply ? (
              <Text fontSize="sm" color="fg.muted">
                Balasan dikirim kepada semua peserta percakapan ini.
              </Text>
            ) : (
              <FormField<number[]> name="pegawai_ids" label="Penerima" required>
                {({ field, helpers, invalid }) => (
                  <PegawaiSelect
                    multiple
                    aria-label="Penerima"
                    placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
                    loadOptions={loadPegawai}
                    options={recipientOptions}
                    value={field.value}
                    invalid={invalid}
                    onChange={(ids) => void helpers.setValue(ids.map(Number))}
                    onBlur={() => void helpers.setTouched(true)}
                  />
                )}
              </FormField>
            )}
            <FormField name="subject" label="Subjek" required placeholder="mis. Undangan rapat anggaran" />
            <FormField<string> name="body" label="Isi pesan" required>
              {({ field }) => <Textarea {...field} rows={8} aria-required placeholder="Tulis pesan Anda" />}
            </FormField>
            <FormField<File[]>
              name="attachments"
              label="Lampiran"
              helperText={`PDF, JPEG, PNG, XLSX atau DOCX; paling banyak ${MAIL_LIMITS.attachments} file, 5 MB per file, 10 MB seluruhnya.`}
            >
              {({ field, helpers }) => (
                <Stack gap="2">
                  <Input
                    ref={fileInput}
                    type="file"
                    multiple
                    accept={ATTACHMENT_ACCEPT}
                    p="1"
                    data-testid="mail-attachments-input"
                    onChange={(e) => {
                      const chosen = Array.from(e.currentTarget.files ?? []);
                      if (fileInput.current) fileInput.current.value = '';
                      void helpers.setTouched(true, false);
                      void helpers.setValue([...field.value, ...chosen]);
                    }}
                  />
                  {field.value.map((file, index) => (
                    <HStack key={`${file.name}-${index}`} gap="2" fontSize="sm" data-testid="mail-attachment-chosen">
                      <Text truncate>{file.name}</Text>
                      <Text color="fg.muted" whiteSpace="nowrap">
                        {formatFileSize(file.size)}
                      </Text>
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
            <HStack justify="flex-end" gap="2">
              {onCancel ? (
                <Button kind="secondary" onClick={onCancel} disabled={isSubmitting}>
                  Batal
                </Button>
              ) : null}
              <Button type="submit" loading={isSubmitting} data-testid="mail-form-submit">
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
