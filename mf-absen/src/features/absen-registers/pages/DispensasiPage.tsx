import { RegisterPage } from '../components/RegisterPage';
import { REGISTER_CONFIG } from '../registers';

/** Attendance register 'dispensasi' (roles 59, 9). */
export default function DispensasiPage() {
  return <RegisterPage config={REGISTER_CONFIG.dispensasi} />;
}
