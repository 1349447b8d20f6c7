import { UnregisteredRegister } from '../components/UnregisteredRegister';

/** /pegawai/contact/email_unregistered (57). */
export default function ContactEmailUnregisteredPage() {
  return <UnregisteredRegister channel="email" title="Email Belum Terdaftar" />;
}
