import { DiklatMasterSection } from '../components/DiklatMasterSection';

/** /pegawai/diklat/penyelenggara (61): the organisers, each 'nama | akronim'. */
export default function DiklatPenyelenggaraPage() {
  return <DiklatMasterSection kind="penyelenggara" noun="Penyelenggara" akronim as="h1" />;
}
