import { MasterSection, SURAT_ENTITY } from '../components/MasterSection';

/** /pegawai/notadinas/surat (4, 57): letter types of memos. */
export default function NotadinasSuratPage() {
  return <MasterSection entity={SURAT_ENTITY} />;
}
