import { RegisterPage } from '../components/RegisterPage';
import { REGISTER_CONFIG } from '../registers';

/** Attendance register 'lokasi_temporer' (roles 59, 9). */
export default function KantorTemporerPage() {
  return <RegisterPage config={REGISTER_CONFIG.lokasi_temporer} />;
}
