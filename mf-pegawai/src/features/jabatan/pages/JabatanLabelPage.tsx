import { NamedRegisterPage } from './NamedRegisterPage';

/** /pegawai/jabatan/label: the label register of positions. */
export default function JabatanLabelPage() {
  return <NamedRegisterPage kind="label" />;
}
