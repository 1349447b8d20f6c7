import type { BatasUpload } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Alert } from '@portal/design-system';
import { periodText } from '../../../shared/period';

/** The upload deadline of a month: its date, whether it is the default (the month's last day) and whether it has passed. */
export function BatasInfo({ batas }: { batas: BatasUpload }) {
  const month = periodText(batas.tahun, batas.bulan);
  return (
    <Alert.Root status={batas.is_lewat ? 'warning' : 'info'} data-testid="batas-info">
      <Alert.Indicator />
      <Alert.Title>
        Batas upload {month}: {formatDate(batas.tanggal)}
        {batas.is_default ? ' (bawaan: hari terakhir bulan)' : ''}
        {batas.is_lewat ? '. Batas sudah lewat: data bulan ini tidak dapat diubah.' : ''}
      </Alert.Title>
    </Alert.Root>
  );
}
