import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): rekening. */
export default function RekeningPage() {
  return <MasterDataPage main="rekening" more={['anggaran']} />;
}
