import { NamedRegisterPage } from './NamedRegisterPage';

/** /pegawai/jabatan/level: the level register of positions. */
export default function JabatanLevelPage() {
  return <NamedRegisterPage kind="level" />;
}
