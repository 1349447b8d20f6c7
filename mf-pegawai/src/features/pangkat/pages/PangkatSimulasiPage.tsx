import { CurrentPangkatList } from './CurrentPangkatList';

/** /pegawai/pangkat/simulasi. */
export default function PangkatSimulasiPage() {
  return <CurrentPangkatList event="index_simulasi" />;
}
