import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): biaya_pegawai. */
export default function BiayaPegawaiPage() {
  return <MasterDataPage main="biaya_pegawai" />;
}
