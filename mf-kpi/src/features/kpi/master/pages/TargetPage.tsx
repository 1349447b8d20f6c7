import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/target (64): KPI master data. */
export default function TargetPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.target} />;
}
