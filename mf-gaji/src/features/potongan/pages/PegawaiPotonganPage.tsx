import { useState } from 'react';
import { EmptyState, ErrorState, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod } from '../../../shared/period';
import { useOwnPotongan } from '../api';
import { OwnDeductionMonths } from '../components/OwnDeductionMonths';

/** /gaji/potongan/pegawai (any user): the signed-in employee's own deductions of a year, by month. */
export default function PegawaiPotonganPage() {
  const [tahun, setTahun] = useState<number>(() => currentPeriod().tahun);
  const own = useOwnPotongan(tahun);
  let body;
  if (own.error) body = <ErrorState message={own.error.message} onRetry={() => void own.mutate()} />;
  else if (!own.data) body = <LoadingState />;
  else if (own.data.data.length === 0) body = <EmptyState title={`Tidak ada potongan gaji pada tahun ${tahun}`} />;
  else
    body = (
      <Stack gap="4">
        <HStack justify="end" data-testid="own-total">
          <Text fontSize="sm" color="fg.muted">
            Total tahun {tahun}
          </Text>
          <MoneyText fontWeight="semibold" value={own.data.total} />
        </HStack>
        <OwnDeductionMonths months={own.data.data} />
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="pegawai-potongan-page">
      <PageHeader
        size="xl"
        title="Potongan Gaji Saya"
        description={
          own.data
            ? `${own.data.pegawai.nama}${own.data.pegawai.npp ? ` (NPP ${own.data.pegawai.npp})` : ''}`
            : undefined
        }
      />
      <PeriodFilter yearOnly tahun={tahun} bulan={undefined} onChange={(p) => p.tahun && setTahun(p.tahun)} />
      {body}
    </Stack>
  );
}
