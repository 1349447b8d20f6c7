import { IncomeKategoriList } from '../components/IncomeKategoriList';

/** /gaji/penghasilan/imbalan_kerja (63, 53): work benefit components of a month. */
export default function ImbalanKerjaPage() {
  return <IncomeKategoriList kategori="imbalan_kerja" title="Imbalan Kerja" />;
}
