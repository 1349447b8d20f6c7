import { MASTER_ENTITIES } from '../master-config';
import { MasterDataSection } from '../MasterDataSection';

/** Spec section 2 /penilaian/kpi/punishment_pegawai_type (64): KPI master data. */
export default function PunishmentPegawaiTypePage() {
  return <MasterDataSection entity={MASTER_ENTITIES.punishment_pegawai_type} />;
}
