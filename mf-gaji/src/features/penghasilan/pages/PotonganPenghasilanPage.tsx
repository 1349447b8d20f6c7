import { IncomeKategoriList } from '../components/IncomeKategoriList';

/** /gaji/penghasilan/potongan (63, 53): income deductions (PPh 21, BPJS …) of a month. */
export default function PotonganPenghasilanPage() {
  return <IncomeKategoriList kategori="potongan" title="Potongan Penghasilan" />;
}
