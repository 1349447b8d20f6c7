import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): wilayah. */
export default function WilayahPage() {
  return <MasterDataPage main="wilayah" />;
}
