import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/perspektif (64): KPI master data. */
export default function PerspektifPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.perspektif} />;
}
