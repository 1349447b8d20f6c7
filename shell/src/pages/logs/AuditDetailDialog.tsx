import { Badge, Box, DialogFrame, HStack, SimpleGrid, Stack, Text } from '@portal/design-system';
import { formatDate } from '@portal/domain';
import { changedKeys, type AuditLogRow } from './audit-log-api';

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <Box
        as="pre"
        fontSize="xs"
        bg="bg.muted"
        p="3"
        rounded="md"
        overflow="auto"
        maxHeight="60vh"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {value === null || value === undefined ? '-' : JSON.stringify(value, null, 2)}
      </Box>
    </Stack>
  );
}

/** Who changed what and when, with the before/after snapshots side by side. */
export function AuditDetailDialog({ row, onClose }: { row: AuditLogRow | null; onClose: () => void }) {
  const changed = row ? changedKeys(row.before, row.after) : [];
  return (
    <DialogFrame
      open={row !== null}
      onClose={onClose}
      size="xl"
      testId="audit-detail"
      title={row ? `${row.entity}${row.entity_id ? ` #${row.entity_id}` : ''}` : ''}
    >
      {row ? (
        <Stack gap="3">
          <Text fontSize="sm">
            {row.user ? `${row.user.nama ?? row.user.name} (${row.user.name})` : 'Sistem / tanpa login'} ·{' '}
            {formatDate(row.at, { time: true, seconds: true })} · {row.method} {row.route}
            {row.ip ? ` · ${row.ip}` : ''}
          </Text>
          {changed.length > 0 ? (
            <HStack gap="1" wrap="wrap">
              <Text fontSize="sm">Berubah:</Text>
              {changed.map((key) => (
                <Badge key={key} size="sm" colorPalette="orange">
                  {key}
                </Badge>
              ))}
            </HStack>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Snapshot title="Sebelum" value={row.before} />
            <Snapshot title="Sesudah" value={row.after} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
