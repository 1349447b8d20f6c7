import { ContactRegister } from '../components/ContactRegister';

/** /pegawai/contact/email (57). */
export default function ContactEmailPage() {
  return <ContactRegister channel="email" title="Kontak Email" />;
}
