import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/periode (64): KPI master data. */
export default function PeriodePage() {
  return <MasterDataSection entity={MASTER_ENTITIES.periode} />;
}
