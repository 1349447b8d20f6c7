import { useMemo, useRef } from 'react';
import { Form, Formik } from 'formik';
import type { InfobankAttachment, InfobankInput } from '@portal/contracts';
import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@portal/design-system';
import { submitToApi, DatePicker, FormField } from '@portal/design-system/forms';
import {
  ATTACHMENT_ACCEPT,
  INFOBANK_FIELD_OF,
  INFOBANK_LIMITS,
  emptyInfobankForm,
  formatFileSize,
  infobankFormSchema,
  toInfobankInput,
  type InfobankFormValues,
} from '../api';

export interface InfobankFormProps {
  initialValues?: InfobankFormValues;
  /** Files the announcement already has (editing): each may be marked for removal. */
  attached?: readonly InfobankAttachment[];
  submitLabel?: string;
  /** Saves the announcement; an ApiError with field errors (422) is shown under the fields. */
  onSubmit: (input: InfobankInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * An announcement (formik + yup with the server's rules): title, body, the days it is valid (the
 * end may stay empty: no end) and up to 5 attachments (5 MB each, 10 MB together).
 */
export function InfobankForm({
  initialValues,
  attached = [],
  submitLabel = 'Simpan',
  onSubmit,
  onCancel,
}: InfobankFormProps) {
  const schema = useMemo(() => infobankFormSchema(attached.length), [attached.length]);
  const fileInput = useRef<HTMLInputElement>(null);
  const dateField = (name: 'valid_from' | 'valid_until', label: string, required: boolean, helper?: string) => (
    <FormField<string> name={name} label={label} required={required} group helperText={helper}>
      {({ field, helpers, error }) => (
        <DatePicker
          label={label}
          name={name}
          value={field.value || null}
          error={error}
          onChange={(v) => void helpers.setValue(v ?? '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );

  return (
    <Formik<InfobankFormValues>
      initialValues={initialValues ?? emptyInfobankForm()}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => onSubmit(await toInfobankInput(values)), { fieldOf: INFOBANK_FIELD_OF });
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate data-testid="infobank-form">
          <Stack gap="4">
            <FormField name="judul" label="Judul" required placeholder="mis. Jadwal libur nasional" />
            <FormField<string> name="isi" label="Isi pengumuman" required>
              {({ field }) => <Textarea {...field} rows={6} aria-required placeholder="Tulis isi pengumuman" />}
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {dateField('valid_from', 'Berlaku mulai', true)}
              {dateField('valid_until', 'Berlaku sampai', false, 'Kosongkan bila tanpa batas akhir')}
            </SimpleGrid>
            {attached.length > 0 ? (
              <Stack gap="1" data-testid="infobank-attached">
                <Text fontSize="sm" fontWeight="medium">
                  Lampiran tersimpan
                </Text>
                {attached.map((file) => {
                  const removed = values.remove_file_ids.includes(file.id);
                  return (
                    <HStack key={file.id} gap="2" fontSize="sm">
                      <Text truncate textDecoration={removed ? 'line-through' : undefined}>
                        {file.name}
                      </Text>
                      <Text color="fg.muted">{formatFileSize(file.size)}</Text>
                      <Button
                        kind="quiet"
                        size="xs"
                        aria-label={`${removed ? 'Batal hapus' : 'Hapus'} lampiran ${file.name}`}
                        onClick={() =>
                          void setFieldValue(
                            'remove_file_ids',
                            removed
                              ? values.remove_file_ids.filter((id) => id !== file.id)
                              : [...values.remove_file_ids, file.id],
                          )
                        }
                      >
                        {removed ? 'Batal hapus' : 'Hapus'}
                      </Button>
                    </HStack>
                  );
                })}
              </Stack>
            ) : null}
            <FormField<File[]>
              name="attachments"
              label="Lampiran baru"
              helperText={`PDF, JPEG, PNG, XLSX atau DOCX; paling banyak ${INFOBANK_LIMITS.attachments} file, 5 MB per file, 10 MB seluruhnya.`}
            >
              {({ field, helpers }) => (
                <Stack gap="2">
                  <Input
                    ref={fileInput}
                    type="file"
                    multiple
                    accept={ATTACHMENT_ACCEPT}
                    p="1"
                    data-testid="infobank-attachments-input"
                    onChange={(e) => {
                      const chosen = Array.from(e.currentTarget.files ?? []);
                      if (fileInput.current) fileInput.current.value = '';
                      void helpers.setTouched(true, false);
                      void helpers.setValue([...field.value, ...chosen]);
                    }}
                  />
                  {field.value.map((file, index) => (
                    <HStack
                      key={`${file.name}-${index}`}
                      gap="2"
                      fontSize="sm"
                      data-testid="infobank-attachment-chosen"
                    >
                      <Text truncate>{file.name}</Text>
                      <Text color="fg.muted" whiteSpace="nowrap">
                        {formatFileSize(file.size)}
                      </Text>
                      <Button
                        kind="quiet"
                        size="xs"
                        aria-label={`Batalkan lampiran ${file.name}`}
                        onClick={() => void helpers.setValue(field.value.filter((_, i) => i !== index))}
                      >
                        Batalkan
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
              <Button type="submit" loading={isSubmitting} data-testid="infobank-form-submit">
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
