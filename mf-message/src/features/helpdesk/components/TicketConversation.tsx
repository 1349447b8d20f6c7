import { useCallback } from 'react';
import { Form, Formik } from 'formik';
import { useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { HelpdeskFileInput, HelpdeskMessage } from '@portal/contracts';
import { Badge, Box, Button, FileOpener, HStack, Stack, Text, Textarea, type FileLoader } from '@portal/design-system';
import { submitToApi, FormField } from '@portal/design-system/forms';
import { fetchSigned, fileToInput, messageFormSchema, ticketAttachmentUrl } from '../api';
import { AttachmentsField } from './TicketForm';

export interface TicketConversationProps {
  tiketId: number;
  messages: readonly HelpdeskMessage[];
  fetchFile?: (url: string) => Promise<Blob>;
}

/** The conversation, oldest first: requester's messages left, agents' right, each with its attachments. */
export function TicketConversation({ tiketId, messages, fetchFile = fetchSigned }: TicketConversationProps) {
  const transport = useTransport();
  const load = useCallback<FileLoader>(
    async (location) => {
      const file = messages.flatMap((m) => m.attachments).find((a) => a.location === location);
      if (!file) throw new Error('Lampiran tidak ditemukan');
      const url = await ticketAttachmentUrl(transport, tiketId, file.id);
      return { blob: await fetchFile(url), fileName: file.name, contentType: file.content_type };
    },
    [transport, tiketId, messages, fetchFile],
  );
  return (
    <Stack gap="3" role="list" aria-label="Percakapan tiket" data-testid="ticket-conversation">
      {messages.map((m) => (
        <Box
          key={m.id}
          role="listitem"
          alignSelf={m.is_agent ? 'flex-end' : 'flex-start'}
          maxWidth="80%"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          bg={m.is_agent ? 'blue.subtle' : 'bg.panel'}
          data-testid={`ticket-message-${m.id}`}
        >
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" fontSize="sm">
                {m.sender.nama}
              </Text>
              {m.is_agent ? (
                <Badge size="sm" colorPalette="blue">
                  Petugas
                </Badge>
              ) : null}
              <Text fontSize="xs" color="fg.muted">
                {formatDate(m.created_at, { time: true })}
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap">{m.body}</Text>
            {m.attachments.map((file) => (
              <FileOpener key={file.id} location={file.location} load={load} size="sm" aria-label={`Buka ${file.name}`}>
                {file.name}
              </FileOpener>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export interface ReplyFormProps {
  onSubmit: (input: { body: string; attachments?: HelpdeskFileInput[] }) => Promise<unknown>;
}

/** 'Kirim balasan': a message with attachments; the form empties after it is sent. */
export function ReplyForm({ onSubmit }: ReplyFormProps) {
  return (
    <Formik<{ body: string; attachments: File[] }>
      initialValues={{ body: '', attachments: [] }}
      validationSchema={messageFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, async () => {
          const attachments = await Promise.all(values.attachments.map(fileToInput));
          await onSubmit({ body: values.body.trim(), ...(attachments.length > 0 ? { attachments } : {}) });
          helpers.resetForm();
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="ticket-reply-form">
          <Stack gap="3">
            <FormField<string> name="body" label="Balasan" required>
              {({ field }) => <Textarea {...field} rows={4} aria-required placeholder="Tulis balasan" />}
            </FormField>
            <AttachmentsField testId="ticket-reply-attachments" />
            <HStack justify="flex-end">
              <Button type="submit" loading={isSubmitting} data-testid="ticket-reply-submit">
                Kirim Balasan
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
