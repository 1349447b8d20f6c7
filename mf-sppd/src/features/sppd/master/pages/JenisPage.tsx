import { MasterDataPage } from '../MasterDataPage';

/** Spec §2 master data page (role 1): jenis. */
export default function JenisPage() {
  return <MasterDataPage main="jenis" more={['jenis_biaya', 'level']} />;
}
