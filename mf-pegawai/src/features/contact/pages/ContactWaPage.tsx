import { ContactRegister } from '../components/ContactRegister';

/** /pegawai/contact/wa (57, not 8). */
export default function ContactWaPage() {
  return <ContactRegister channel="whatsapp" title="Kontak WhatsApp" />;
}
