import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/punishment (64): KPI master data. */
export default function PunishmentPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.punishment} />;
}
