import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/config (64): KPI master data. */
export default function ConfigPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.config} />;
}
