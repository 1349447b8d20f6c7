// The worksheet dashboard's bars: labelled meters with a table toggle (no chart dependency).
import { MeterBars } from './MeterBars';

const meta = {
  title: 'mf-message/Worksheet/MeterBars',
  component: MeterBars,
  args: {
    title: 'Jam kerja per kantor',
    bars: [
      { key: '1', label: 'KC Bandung', value: 312.5, text: '312 jam 30 menit' },
      { key: '2', label: 'KCP Dago', value: 120, text: '120 jam' },
      { key: '3', label: 'KC Bogor', value: 0, text: '0 menit' },
    ],
  },
};

export default meta;

export const Hours = {};

/** Completion in percent on a 0–100 scale. */
export const Completion = {
  args: {
    title: 'Kelengkapan per kantor',
    max: 100,
    color: 'green',
    bars: [
      { key: '1', label: 'KC Bandung', value: 86.4, text: '86,40%' },
      { key: '2', label: 'KCP Dago', value: 52, text: '52,00%' },
    ],
  },
};

export const Empty = { args: { bars: [] } };
