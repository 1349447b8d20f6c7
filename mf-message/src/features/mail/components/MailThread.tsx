import { formatDate } from '@portal/domain';
import type { MailThreadItem } from '@portal/contracts';
import { Badge, Box, HStack, Stack, Text } from '@portal/design-system';
import { MailAttachments, type MailAttachmentsProps } from './MailAttachments';

export interface MailThreadProps {
  /** The thread as GET {id} answers it: main mail first, replies oldest first. */
  mails: readonly MailThreadItem[];
  /** The mail that was opened: it is marked out. */
  activeId?: number;
  fetchFile?: MailAttachmentsProps['fetchFile'];
}

/** A thread: each mail with sender, recipients, date and time, body and attachments, in the server's order. */
export function MailThread({ mails, activeId, fetchFile }: MailThreadProps) {
  return (
    <Stack gap="3" data-testid="mail-thread">
      {mails.map((mail, index) => (
        <Box
          key={mail.id}
          as="article"
          aria-label={`Pesan dari ${mail.sender.nama}`}
          borderWidth="1px"
          borderColor={mail.id === activeId ? 'brand.solid' : 'border'}
          rounded="md"
          p="4"
          data-testid="mail-thread-item"
          data-mail-id={mail.id}
        >
          <Stack gap="3">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <Stack gap="0.5">
                <HStack gap="2">
                  <Text fontWeight="semibold">{mail.sender.nama}</Text>
                  {index > 0 ? (
                    <Badge size="sm" variant="subtle">
                      Balasan
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Kepada: {mail.recipients.map((r) => r.nama).join(', ') || '-'}
                </Text>
              </Stack>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="mail-date">
                {formatDate(mail.created_at, { time: true })}
              </Text>
            </HStack>
            {index > 0 ? (
              <Text fontSize="sm" fontWeight="medium">
                {mail.subject}
              </Text>
            ) : null}
            <Text whiteSpace="pre-wrap" data-testid="mail-body">
              {mail.body}
            </Text>
            <MailAttachments mailId={mail.id} attachments={mail.attachments} fetchFile={fetchFile} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
