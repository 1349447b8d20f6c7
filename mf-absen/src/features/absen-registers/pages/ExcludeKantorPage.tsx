import { RegisterPage } from '../components/RegisterPage';
import { REGISTER_CONFIG } from '../registers';

/** Attendance register 'exclude_kantor' (roles 59, 9). */
export default function ExcludeKantorPage() {
  return <RegisterPage config={REGISTER_CONFIG.exclude_kantor} />;
}
