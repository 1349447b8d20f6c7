import type { HelpdeskSummary } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Box, SimpleGrid, Stack, Text } from '@portal/design-system';
import { formatMinutes } from '../api';

function Card({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-testid={testId}>
      <Stack gap="0.5">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {value}
        </Text>
        {hint ? (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The agents' summary: counts per status, average times and SLA breaches. */
export function SummaryCards({ summary }: { summary: HelpdeskSummary }) {
  const count = (key: string) => summary.per_status.find((s) => s.key === key)?.jumlah ?? 0;
  return (
    <Stack gap="3" data-testid="helpdesk-summary">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(['Baru', 'Diproses', 'Selesai', 'Ditutup'] as const).map((s) => (
          <Card key={s} label={`Tiket ${s}`} value={formatNumber(count(s))} testId={`summary-${s}`} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Card label="Rata-rata respons pertama" value={formatMinutes(summary.avg_response_menit)} />
        <Card label="Rata-rata penyelesaian" value={formatMinutes(summary.avg_resolution_menit)} />
        <Card
          label="SLA respons terlewati"
          value={formatNumber(summary.response_breached)}
          hint={`dari ${formatNumber(summary.total)} tiket`}
          testId="summary-response-breached"
        />
        <Card
          label="SLA penyelesaian terlewati"
          value={formatNumber(summary.resolution_breached)}
          hint={`${formatNumber(summary.running)} tiket masih berjalan`}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Per prioritas: {summary.per_prioritas.map((p) => `${p.key} ${formatNumber(p.jumlah)}`).join(' · ')}. Per
        kategori: {summary.per_kategori.map((k) => `${k.nama} ${formatNumber(k.jumlah)}`).join(' · ')}.
      </Text>
    </Stack>
  );
}
