import { RegisterPage } from '../components/RegisterPage';
import { REGISTER_CONFIG } from '../registers';

/** Attendance register 'exclude_pegawai' (roles 59, 9). */
export default function ExcludePegawaiPage() {
  return <RegisterPage config={REGISTER_CONFIG.exclude_pegawai} />;
}
