import { UnregisteredRegister } from '../components/UnregisteredRegister';

/** /pegawai/contact/wa_unregistered (57). */
export default function ContactWaUnregisteredPage() {
  return <UnregisteredRegister channel="whatsapp" title="WhatsApp Belum Terdaftar" />;
}
