import { KantorSelectField, type KantorSelectProps } from '../../../shared/KantorSelect';
import { useDeductionKantor, type DeductionKind } from '../api';

/**
 * The office picker of the deduction pages (upload, filters of the admin views): only the offices
 * taking part in deductions (`kantor.is_allow_salary_deduction`), as GET {B}/x/kantor answers them,
 * so an office the server would refuse is never offered.
 */
export function PotonganKantorSelect({ kind = 'gaji', ...props }: KantorSelectProps & { kind?: DeductionKind }) {
  const offices = useDeductionKantor(kind);
  return <KantorSelectField {...props} offices={offices.data?.data ?? NO_OFFICES} />;
}

const NO_OFFICES: readonly { id: number; nama: string }[] = [];
