/**
 * The chat's side list: the user's sessions with the chosen agent, a new session, rename and delete.
 */
import { useState } from 'react';
import type { AiSessionRow } from '@portal/contracts';
import { Box, Button, HStack, Input, Stack, Text } from '@portal/design-system';

export interface SessionSidebarProps {
  sessions: AiSessionRow[];
  activeId: number | null;
  onSelect(id: number): void;
  onCreate(): void;
  onRename(id: number, judul: string): Promise<void>;
  onDelete(id: number): void;
  creating?: boolean;
}

export function SessionSidebar({
  sessions,
  activeId,
  onSelect,
  onCreate,
  onRename,
  onDelete,
  creating,
}: SessionSidebarProps) {
  const [editing, setEditing] = useState<{ id: number; judul: string } | null>(null);
  return (
    <Stack gap="2" data-testid="ai-session-sidebar">
      <Button size="sm" onClick={onCreate} loading={creating} data-testid="ai-session-new">
        Sesi Baru
      </Button>
      {sessions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Belum ada sesi. Mulai sesi baru untuk bertanya.
        </Text>
      ) : null}
      {sessions.map((s) =>
        editing?.id === s.id ? (
          <HStack
            key={s.id}
            as="form"
            gap="1"
            onSubmit={(e) => {
              e.preventDefault();
              if (editing.judul.trim() === '') return;
              void onRename(s.id, editing.judul.trim()).then(() => setEditing(null));
            }}
          >
            <Input
              size="sm"
              aria-label="Judul sesi"
              value={editing.judul}
              maxLength={200}
              autoFocus
              onChange={(e) => setEditing({ id: s.id, judul: e.target.value })}
            />
            <Button size="sm" type="submit">
              Simpan
            </Button>
          </HStack>
        ) : (
          <Box
            key={s.id}
            borderRadius="md"
            px="2"
            py="1"
            bg={s.id === activeId ? 'brand.subtle' : undefined}
            data-testid={`ai-session-${s.id}`}
          >
            <Button
              kind="quiet"
              size="sm"
              w="full"
              justifyContent="flex-start"
              aria-current={s.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(s.id)}
            >
              <Text truncate>{s.judul}</Text>
            </Button>
            {s.id === activeId ? (
              <HStack gap="1" justify="flex-end">
                <Button kind="quiet" size="xs" onClick={() => setEditing({ id: s.id, judul: s.judul })}>
                  Ganti nama
                </Button>
                <Button kind="danger" size="xs" onClick={() => onDelete(s.id)}>
                  Hapus
                </Button>
              </HStack>
            ) : null}
          </Box>
        ),
      )}
    </Stack>
  );
}
