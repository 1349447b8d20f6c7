import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): biaya_outsourching. */
export default function BiayaOutsourchingPage() {
  return <MasterDataPage main="biaya_outsourching" />;
}
