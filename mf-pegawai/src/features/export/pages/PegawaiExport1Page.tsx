import { EXPORT_FORMATS } from '../api';
import PegawaiExportPage from './PegawaiExportPage';

/** /pegawai/export1 (role 57): the second export format (age, retirement and rank), same job flow. */
export default function PegawaiExport1Page() {
  return <PegawaiExportPage format={EXPORT_FORMATS.export1} />;
}
