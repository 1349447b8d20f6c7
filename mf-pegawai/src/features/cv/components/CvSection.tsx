import { Box, Button, Heading, HStack, Stack, Table, Text } from '@portal/design-system';
import type { CvColumn } from '../sections';

export interface CvSectionProps {
  sectionKey: string;
  title: string;
  entity: string;
  columns: CvColumn[];
  rows: ({ id: number } & Record<string, unknown>)[];
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (row: { id: number } & Record<string, unknown>) => void;
  onDelete: (row: { id: number } & Record<string, unknown>) => void;
}

/** One sub-list of the CV: a heading, a short table (or the empty text) and, for HR, add/edit/delete. */
export function CvSection({
  sectionKey,
  title,
  entity,
  columns,
  rows,
  canEdit,
  onAdd,
  onEdit,
  onDelete,
}: CvSectionProps) {
  const headingId = `cv-section-${sectionKey}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId} data-testid={`cv-section-${sectionKey}`}>
      <HStack justify="space-between">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {canEdit ? (
          <Button kind="secondary" size="xs" onClick={onAdd} data-testid={`cv-add-${sectionKey}`}>
            Tambah {entity}
          </Button>
        ) : null}
      </HStack>
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid={`cv-empty-${sectionKey}`}>
          Belum ada data {title.toLowerCase()}.
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1%">No</Table.ColumnHeader>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
                ))}
                {canEdit ? <Table.ColumnHeader width="1%">Aksi</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{index + 1}</Table.Cell>
                  {columns.map((c) => (
                    <Table.Cell key={c.header}>{c.render(row)}</Table.Cell>
                  ))}
                  {canEdit ? (
                    <Table.Cell>
                      <HStack gap="1">
                        <Button
                          kind="quiet"
                          size="xs"
                          onClick={() => onEdit(row)}
                          aria-label={`Ubah ${entity} ${index + 1}`}
                        >
                          Ubah
                        </Button>
                        <Button
                          kind="danger"
                          size="xs"
                          onClick={() => onDelete(row)}
                          aria-label={`Hapus ${entity} ${index + 1}`}
                        >
                          Hapus
                        </Button>
                      </HStack>
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
