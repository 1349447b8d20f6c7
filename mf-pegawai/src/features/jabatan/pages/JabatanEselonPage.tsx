import { NamedRegisterPage } from './NamedRegisterPage';

/** /pegawai/jabatan/eselon: the eselon register of positions. */
export default function JabatanEselonPage() {
  return <NamedRegisterPage kind="eselon" />;
}
