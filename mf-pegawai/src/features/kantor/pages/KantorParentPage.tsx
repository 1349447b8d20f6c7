import { useState } from 'react';
import { useDebouncedCallback, Badge, Heading, HStack, Input, Stack, Table, Text } from '@portal/design-system';
import { useKantorParents } from '../api';
import { PageError } from '../../../shared/PageError';

/** /kantor/parent (role 10, not 8): offices other offices hang under, with how many do. */
export default function KantorParentPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback((text: string) => setSearch(text), 500);
  const parents = useKantorParents(search);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Induk Kantor
      </Heading>
      <Input
        maxW="sm"
        aria-label="Cari kantor induk"
        placeholder="Cari kantor induk"
        onChange={(e) => debounced.run(e.target.value)}
      />
      <PageError error={parents.error} />
      {parents.data?.length === 0 ? <Text>Tidak ada kantor induk yang cocok.</Text> : null}
      {parents.data && parents.data.length > 0 ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption>Kantor induk</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Kantor</Table.ColumnHeader>
              <Table.ColumnHeader>Peran</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Kantor di bawahnya</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Kantor yang diinduki</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {parents.data.map((k) => (
              <Table.Row key={k.id}>
                <Table.Cell>{k.display_name}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {k.is_parent ? <Badge>Parent</Badge> : null}
                    {k.is_kantor_induk ? <Badge>Induk</Badge> : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">{k.children_count}</Table.Cell>
                <Table.Cell textAlign="end">{k.induk_of_count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
