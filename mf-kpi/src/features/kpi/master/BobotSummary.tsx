import { formatDecimal } from '@portal/domain';
import { Alert } from '@portal/design-system';
import { useBobotRule } from '../api';

export interface BobotSummaryProps {
  resource: 'indikator_jabatan' | 'indikator_jabatan_non';
  /** The jabatan chosen in the list's filter; nothing is shown without one. */
  jabatanId: number | undefined;
}

/**
 * The running sum of one jabatan's weights as the server counts it (index_rules) and the 100 % rule:
 * a draft for that jabatan is refused until the sum is exactly 100.
 */
export function BobotSummary({ resource, jabatanId }: BobotSummaryProps) {
  const rule = useBobotRule(resource, jabatanId);
  if (!jabatanId) return null;
  const data = rule.data?.data;
  if (!data) return null;
  return (
    <Alert.Root status={data.is_valid ? 'success' : 'warning'} data-testid="bobot-summary">
      <Alert.Indicator />
      <Alert.Title>
        Jumlah bobot jabatan ini {formatDecimal(data.total_bobot)}%
        {data.is_valid ? ' — sudah tepat 100%.' : ' — harus tepat 100% sebelum penilaian dapat dibuat.'}
      </Alert.Title>
    </Alert.Root>
  );
}
