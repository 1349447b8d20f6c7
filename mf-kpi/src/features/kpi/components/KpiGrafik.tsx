import type { KpiGrafik as KpiGrafikData } from '@portal/contracts';
import { formatDecimal, formatNumber } from '@portal/domain';
import { Grid, Stack } from '@portal/design-system';
import { scoreNumber } from '../api';
import { ScoreBars } from './ScoreBars';

/**
 * The charts of a period (resume event index_grafik): the score distribution (histogram of
 * buckets) of each office, and the average score per perspektif. Figures are the server's.
 */
export function KpiGrafik({ grafik }: { grafik: KpiGrafikData }) {
  return (
    <Stack gap="6" data-testid="kpi-grafik">
      <ScoreBars
        title="Rata-rata skor per perspektif"
        labelHeader="Perspektif"
        valueHeader="Rata-rata"
        color="teal"
        testId="grafik-perspektif"
        bars={grafik.perspektif.map((p) => ({
          key: String(p.perspektif_id),
          label: `${p.perspektif_id}. ${p.nama}`,
          value: scoreNumber(p.rata_rata),
          text: `${formatDecimal(p.rata_rata)} (${formatNumber(p.jumlah)} indikator)`,
        }))}
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
        {grafik.distribusi.map((k) => (
          <ScoreBars
            key={k.kantor_id ?? 'tanpa-kantor'}
            title={`Sebaran skor: ${k.kantor_nama ?? 'Tanpa kantor'}`}
            labelHeader="Rentang skor"
            valueHeader="Jumlah pegawai"
            testId={`grafik-kantor-${k.kantor_id ?? 0}`}
            bars={k.buckets.map((b) => ({
              key: `${b.dari}-${b.sampai}`,
              label: `${b.dari}–${b.sampai}`,
              value: b.jumlah,
              text: `${formatNumber(b.jumlah)} pegawai`,
            }))}
          />
        ))}
      </Grid>
    </Stack>
  );
}
