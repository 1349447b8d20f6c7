import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/indikator_jabatan_non (64): KPI master data. */
export default function IndikatorJabatanNonPage() {
  return <MasterDataSection entity={MASTER_ENTITIES.indikator_jabatan_non} />;
}
