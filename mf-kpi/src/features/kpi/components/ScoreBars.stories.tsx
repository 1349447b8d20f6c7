// The box-drawn bar chart of the KPI pages (score distribution per office, average per perspektif):
// meters for screen readers and the same figures as a table.
import { ScoreBars } from './ScoreBars';

const meta = {
  title: 'mf-kpi/kpi/ScoreBars',
  component: ScoreBars,
  args: {
    title: 'Sebaran skor: Kantor Cabang Bandung',
    labelHeader: 'Rentang skor',
    valueHeader: 'Jumlah pegawai',
    bars: [
      { key: '0', label: '0–59', value: 1, text: '1 pegawai' },
      { key: '60', label: '60–79', value: 4, text: '4 pegawai' },
      { key: '80', label: '80–100', value: 7, text: '7 pegawai' },
    ],
  },
};

export default meta;

/** A histogram of one office. */
export const Histogram = {};

/** No data for the filter. */
export const Empty = { args: { bars: [] } };
