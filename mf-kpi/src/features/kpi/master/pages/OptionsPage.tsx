import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/options (64): KPI master data. */
export default function OptionsPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.options} />;
}
