import { CurrentPangkatList } from './CurrentPangkatList';

/** /pegawai/pangkat/pegawai. */
export default function PangkatPegawaiPage() {
  return <CurrentPangkatList event="index_pegawai" />;
}
