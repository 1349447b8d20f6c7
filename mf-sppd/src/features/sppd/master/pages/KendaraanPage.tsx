import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): kendaraan. */
export default function KendaraanPage() {
  return <MasterDataPage main="kendaraan" />;
}
