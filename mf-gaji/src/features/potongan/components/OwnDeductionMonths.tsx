import type { OwnDeductionMonth } from '@portal/contracts';
import { Box, Heading, HStack, Stack, Table, Text } from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { periodText } from '../../../shared/period';

/** An employee's deductions, one card per month with its items and the server's month total. */
export function OwnDeductionMonths({ months }: { months: readonly OwnDeductionMonth[] }) {
  return (
    <Stack gap="4">
      {months.map((m) => {
        const title = periodText(m.tahun, m.bulan);
        return (
          <Box
            as="section"
            key={`${m.tahun}-${m.bulan}`}
            borderWidth="1px"
            rounded="md"
            p="4"
            aria-label={title}
            data-testid="own-month"
          >
            <HStack justify="space-between" mb="2" wrap="wrap">
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  Total
                </Text>
                <MoneyText fontWeight="semibold" value={m.total} />
              </HStack>
            </HStack>
            <Table.Root size="sm" aria-label={`Potongan ${title}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Jenis Potongan</Table.ColumnHeader>
                  <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {m.items.map((item, i) => (
                  <Table.Row key={`${item.jenis.id}-${i}`}>
                    <Table.Cell>{item.jenis.nama}</Table.Cell>
                    <Table.Cell>{item.keterangan ?? '-'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={item.jumlah} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
