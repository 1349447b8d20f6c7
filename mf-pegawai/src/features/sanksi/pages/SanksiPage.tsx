import { SanksiRegister } from '../components/SanksiRegister';

/** /pegawai/sanksi (57 or 62, not 8, full width): every sanction; the sanction admin adds, changes and deletes. */
export default function SanksiPage() {
  return (
    <SanksiRegister event="index" title="Daftar Sanksi" caption="Daftar sanksi pegawai" emptyText="Belum ada sanksi" />
  );
}
