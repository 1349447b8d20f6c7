import { useState } from 'react';
import { Link } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { formatRupiah } from '@portal/domain';
import { Button, Grid, HStack, notify, notifyError, Stack, Text } from '@portal/design-system';
import { generateBiaya } from '../api';
import type { SppdDetail } from '@portal/contracts';

export interface SppdBiayaPanelProps {
  sppd: SppdDetail;
  onChanged: (sppd: SppdDetail) => void;
}

/**
 * The trip's cost: total, what still waits for approval and the kantor's remaining budget. While
 * Draft the requester generates the costs from the rate tables (per traveller, per day) and changes
 * them per date on the Rincian Biaya page.
 */
export function SppdBiayaPanel({ sppd, onChanged }: SppdBiayaPanelProps) {
  const transport = useTransport();
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      const answer = await generateBiaya(transport, sppd.id);
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  const figures: [string, string, string][] = [
    ['Total biaya', formatRupiah(sppd.total_biaya), 'sppd-total-biaya'],
    ['Biaya menunggu persetujuan', formatRupiah(sppd.biaya_pending), 'sppd-biaya-pending'],
    [
      'Sisa anggaran',
      sppd.sisa_anggaran === null ? 'Anggaran belum ditetapkan' : formatRupiah(sppd.sisa_anggaran),
      'sppd-sisa-anggaran',
    ],
  ];

  return (
    <Stack gap="3" data-testid="sppd-biaya">
      <Grid templateColumns="14rem 1fr" gap="2" as="dl">
        {figures.map(([label, value, testId]) => (
          <Stack key={label} display="contents">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {label}
            </Text>
            <Text as="dd" fontSize="sm" fontWeight="semibold" data-testid={testId}>
              {value}
            </Text>
          </Stack>
        ))}
      </Grid>
      <HStack gap="2" wrap="wrap">
        {sppd.can_edit ? (
          <Button size="sm" onClick={() => void generate()} loading={busy} data-testid="sppd-generate-biaya">
            Generate Biaya
          </Button>
        ) : null}
        <Button size="sm" kind="secondary" asChild>
          <Link to={`/pegawai/sppd/detail/biaya?sppd_id=${sppd.id}`}>Rincian Biaya</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
