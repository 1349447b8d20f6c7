import { useState } from 'react';
import { formatDate } from '@portal/domain';
import type { TaskAbilities, TaskEvent, TaskHistoryRow } from '@portal/contracts';
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@portal/design-system';

const KIND_LABEL: Record<TaskHistoryRow['jenis'], string | null> = {
  history: null,
  review: 'Review',
  approve: 'Disetujui',
};

export type TaskChatEvent = Extract<TaskEvent, 'store_history' | 'store_history_review' | 'store_approve'>;

export interface TaskHistoryChatProps {
  history: readonly TaskHistoryRow[];
  /** The task's owner (their messages sit on the right). */
  ownerId: number;
  can: Pick<TaskAbilities, 'history' | 'review' | 'approve'>;
  /** Sends the composer's text with an event; resolves when the server answered (the text is then cleared). */
  onSend: (event: TaskChatEvent, pesan: string) => Promise<unknown>;
}

/**
 * A task's history as a chat, oldest first: notes of owner and assignee, the owner's reviews and the
 * approval; below it the composer with 'Kirim' (store_history) and, for the owner, 'Review' and 'Setujui'.
 */
export function TaskHistoryChat({ history, ownerId, can, onSend }: TaskHistoryChatProps) {
  const [pesan, setPesan] = useState('');
  const [sending, setSending] = useState<TaskChatEvent | null>(null);
  const empty = pesan.trim() === '';

  const send = async (event: TaskChatEvent) => {
    setSending(event);
    try {
      await onSend(event, pesan.trim());
      setPesan('');
    } catch {
      // The page shows the error; the text stays for another try.
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="4">
      <Stack role="log" aria-label="Riwayat tugas" gap="3" data-testid="task-history">
        {history.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Belum ada riwayat.
          </Text>
        ) : null}
        {history.map((h) => {
          const mine = h.user.id === ownerId;
          const label = KIND_LABEL[h.jenis];
          return (
            <Box
              key={h.id}
              as="article"
              alignSelf={mine ? 'flex-end' : 'flex-start'}
              maxWidth="80%"
              bg={mine ? 'brand.subtle' : 'bg.muted'}
              rounded="lg"
              px="4"
              py="2"
              data-testid="task-history-item"
            >
              <HStack gap="2" justify="space-between">
                <Text fontWeight="semibold" fontSize="sm">
                  {h.user.nama}
                </Text>
                {label ? (
                  <Badge size="sm" colorPalette={h.jenis === 'approve' ? 'green' : 'red'}>
                    {label}
                  </Badge>
                ) : null}
              </HStack>
              <Text whiteSpace="pre-wrap">{h.pesan}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDate(h.created_at, { time: true })}
              </Text>
            </Box>
          );
        })}
      </Stack>
      {can.history || can.review || can.approve ? (
        <Stack gap="2">
          <Textarea
            aria-label="Tulis catatan"
            placeholder="Tulis catatan atau laporan pekerjaan..."
            value={pesan}
            maxLength={2000}
            rows={3}
            onChange={(e) => setPesan(e.target.value)}
            data-testid="task-history-input"
          />
          <HStack justify="flex-end" gap="2" wrap="wrap">
            {can.review ? (
              <Button
                kind="secondary"
                disabled={empty || sending !== null}
                loading={sending === 'store_history_review'}
                onClick={() => void send('store_history_review')}
                data-testid="task-review"
              >
                Review
              </Button>
            ) : null}
            {can.approve ? (
              <Button
                kind="secondary"
                disabled={sending !== null}
                loading={sending === 'store_approve'}
                onClick={() => void send('store_approve')}
                data-testid="task-approve"
              >
                Setujui
              </Button>
            ) : null}
            {can.history ? (
              <Button
                disabled={empty || sending !== null}
                loading={sending === 'store_history'}
                onClick={() => void send('store_history')}
                data-testid="task-history-send"
              >
                Kirim
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
