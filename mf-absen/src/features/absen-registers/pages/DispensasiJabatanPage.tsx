import { RegisterPage } from '../components/RegisterPage';
import { REGISTER_CONFIG } from '../registers';

/** Attendance register 'dispensasi_jabatan' (roles 59, 9). */
export default function DispensasiJabatanPage() {
  return <RegisterPage config={REGISTER_CONFIG.dispensasi_jabatan} />;
}
