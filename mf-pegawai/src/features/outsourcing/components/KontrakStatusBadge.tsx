import type { OutsourcingKontrakRow } from '@portal/contracts';
import { Badge } from '@portal/design-system';
import { KONTRAK_STATUS_LABEL } from '../list-query';

const PALETTE = { berlaku: 'green', akan_berakhir: 'orange', berakhir: 'red' } as const;

/** The contract's status on the portal's today; ending soon says in how many days. */
export function KontrakStatusBadge({
  kontrak,
}: {
  kontrak: Pick<OutsourcingKontrakRow, 'status' | 'sisa_hari'> | null;
}) {
  if (!kontrak) return <Badge colorPalette="gray">Tanpa kontrak</Badge>;
  const text =
    kontrak.status === 'akan_berakhir'
      ? kontrak.sisa_hari === 0
        ? 'Berakhir hari ini'
        : `Berakhir dalam ${kontrak.sisa_hari} hari`
      : KONTRAK_STATUS_LABEL[kontrak.status];
  return (
    <Badge colorPalette={PALETTE[kontrak.status]} data-testid="kontrak-status">
      {text}
    </Badge>
  );
}
