import { DIKLAT_SPECIAL_LABEL } from '@portal/domain';
import { Badge } from '@portal/design-system';

/** The badge of an event of the special kind (jenis_id 6, spec section 9). */
export function SpecialBadge({ special }: { special: boolean }) {
  return special ? (
    <Badge colorPalette="purple" size="sm" data-testid="diklat-special">
      {DIKLAT_SPECIAL_LABEL}
    </Badge>
  ) : null;
}
