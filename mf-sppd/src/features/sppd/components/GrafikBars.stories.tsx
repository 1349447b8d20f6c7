// The grafik's bar chart built from boxes (no chart library): trips per kantor, then an empty chart.
import { formatRupiah } from '@portal/domain';
import { GrafikBars } from './GrafikBars';

const meta = {
  title: 'mf-sppd/sppd/GrafikBars',
  component: GrafikBars,
};

export default meta;

/** Trips per kantor: the longest bar is the largest count. */
export const Jumlah = {
  args: {
    title: 'Jumlah SPPD per kantor',
    bars: [
      { key: '1', label: 'Kantor Pusat', value: 42, text: '42' },
      { key: '2', label: 'KC Bandung', value: 17, text: '17' },
      { key: '3', label: 'KC Surabaya', value: 3, text: '3' },
    ],
  },
};

/** Costs in rupiah, in another colour. */
export const Biaya = {
  args: {
    title: 'Total biaya per bulan',
    color: 'green',
    bars: [
      { key: '2026-01', label: 'Januari', value: 125000000, text: formatRupiah('125000000.00') },
      { key: '2026-02', label: 'Februari', value: 98000000, text: formatRupiah('98000000.00') },
    ],
  },
};

/** No rows: the chart says so. */
export const Kosong = { args: { title: 'Jumlah SPPD per kantor', bars: [] } };
