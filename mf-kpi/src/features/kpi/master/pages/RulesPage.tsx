import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/rules (64): KPI master data. */
export default function RulesPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.rules} />;
}
