import { IncomeKategoriList } from '../components/IncomeKategoriList';

/** /gaji/penghasilan/penghasilan (63, 53): income components (gaji pokok, tunjangan …) of a month. */
export default function DataPenghasilanPage() {
  return <IncomeKategoriList kategori="penghasilan" title="Data Penghasilan" />;
}
