import { CurrentPangkatList } from './CurrentPangkatList';

/** /pegawai/pangkat/expired. */
export default function PangkatExpiredPage() {
  return <CurrentPangkatList event="index_expired" />;
}
