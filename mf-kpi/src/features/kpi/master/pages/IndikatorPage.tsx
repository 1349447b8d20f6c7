import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/indikator (64): KPI master data. */
export default function IndikatorPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.indikator} />;
}
