import { JABATAN_ENTITY, MasterSection } from '../components/MasterSection';

/** /pegawai/notadinas/jabatan (4, 57): recipient positions of memos. */
export default function NotadinasJabatanPage() {
  return <MasterSection entity={JABATAN_ENTITY} />;
}
