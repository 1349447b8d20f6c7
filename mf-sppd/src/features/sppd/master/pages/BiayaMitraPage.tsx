import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): biaya_mitra. */
export default function BiayaMitraPage() {
  return <MasterDataPage main="biaya_mitra" more={['mitra_jabatan']} />;
}
