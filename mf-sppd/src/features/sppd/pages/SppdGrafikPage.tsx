import { useState } from 'react';
import { formatNumber, formatRupiah, MONTHS, portalToday } from '@portal/domain';
import { Card, Field, Grid, Heading, LoadingState, Stack, Table, Text, YearPicker } from '@portal/design-system';
import { useSppdGrafik } from '../api';
import { GrafikBars } from '../components/GrafikBars';
import { sumPerBulan, sumPerKantor, type GrafikSum } from '../grafik';

const rupiah = (value: number) => formatRupiah(value.toFixed(2));

function Charts({ sums, by }: { sums: GrafikSum[]; by: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'repeat(3, 1fr)' }} gap="4">
      <GrafikBars
        title={`Jumlah SPPD per ${by}`}
        testId={`grafik-jumlah-${by}`}
        bars={sums.map((s) => ({ key: s.key, label: s.label, value: s.jumlah, text: formatNumber(s.jumlah) }))}
      />
      <GrafikBars
        title={`Total biaya per ${by}`}
        color="green"
        bars={sums.map((s) => ({ key: s.key, label: s.label, value: s.total_biaya, text: rupiah(s.total_biaya) }))}
      />
      <GrafikBars
        title={`Biaya belum disetujui per ${by}`}
        color="orange"
        bars={sums.map((s) => ({
          key: s.key,
          label: s.label,
          value: s.biaya_pending,
          text: rupiah(s.biaya_pending),
        }))}
      />
    </Grid>
  );
}

/** /pegawai/sppd/grafik (12, 4, 58, 1): trips of a year per kantor and per month — count, cost, pending cost. */
export default function SppdGrafikPage() {
  const [tahun, setTahun] = useState(() => Number(portalToday().slice(0, 4)));
  const grafik = useSppdGrafik(tahun);
  const rows = grafik.data?.data;
  const perKantor = rows ? sumPerKantor(rows) : [];
  const perBulan = rows ? sumPerBulan(rows, (m) => MONTHS[m] ?? String(m)) : [];

  return (
    <Stack gap="4" data-testid="sppd-grafik-page">
      <Heading as="h1" size="xl">
        Grafik SPPD
      </Heading>
      <Field.Root width="40">
        <Field.Label>Tahun</Field.Label>
        <YearPicker aria-label="Tahun" value={tahun} onChange={(v) => v && setTahun(v)} min={2000} />
      </Field.Root>
      {grafik.error ? <Text color="fg.error">{grafik.error.message}</Text> : null}
      {!rows && !grafik.error ? <LoadingState /> : null}
      {rows ? (
        rows.length === 0 ? (
          <Text color="fg.muted" data-testid="grafik-empty">
            Belum ada SPPD pada tahun {tahun}
          </Text>
        ) : (
          <>
            <Card.Root>
              <Card.Header>
                <Heading size="md">Per kantor</Heading>
              </Card.Header>
              <Card.Body>
                <Charts sums={perKantor} by="kantor" />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading size="md">Per bulan</Heading>
              </Card.Header>
              <Card.Body>
                <Charts sums={perBulan} by="bulan" />
              </Card.Body>
            </Card.Root>
            <Table.Root size="sm" aria-label={`Rekap SPPD ${tahun}`} data-testid="grafik-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Kantor</Table.ColumnHeader>
                  <Table.ColumnHeader>Bulan</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total Biaya</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Biaya Belum Disetujui</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={`${r.kantor_id}-${r.bulan}`}>
                    <Table.Cell>{r.kantor_nama}</Table.Cell>
                    <Table.Cell>{`${MONTHS[Number(r.bulan.slice(5, 7))] ?? r.bulan} ${r.bulan.slice(0, 4)}`}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(r.jumlah)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatRupiah(r.total_biaya)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatRupiah(r.biaya_pending)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        )
      ) : null}
    </Stack>
  );
}
