// The dashboard's charts (recharts, theme colours): bars of a composition (the table adds shares and the
// total; a tiny share reads '<1%'), columns per year, a line over months, new hires / PHK / MBT stacked
// per year (MBT not recorded: left out of the chart, '-' in the table) and an age pyramid by gender.
import { Box } from '@portal/design-system';
import { prepareStory, type ShellMeta, type ShellStory } from '../../testing/story-fixtures';
import { INACTIVE_PARTS } from './dashboard-topics';
import { BarsChart, ColumnsChart, PyramidChart, StackedChart, TrendChart } from './TopicChart';

type Args = { chart: 'bars' | 'columns' | 'line' | 'stacked' | 'pyramid' };

const years = [2021, 2022, 2023, 2024, 2025, 2026];

function Chart({ chart }: Args) {
  switch (chart) {
    case 'columns':
      return (
        <ColumnsChart
          title="Pegawai Masuk per Tahun"
          points={years.map((y, i) => ({ label: String(y), value: [88, 120, 96, 140, 131, 9][i] }))}
        />
      );
    case 'line':
      return (
        <TrendChart
          title="Jumlah Pegawai per Bulan"
          points={['Okt 2025', 'Nov 2025', 'Des 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026'].map((label, i) => ({
            label,
            value: 2960 + i * 12,
          }))}
        />
      );
    case 'stacked':
      return (
        <StackedChart
          title="Pegawai Baru, PHK & MBT"
          parts={INACTIVE_PARTS}
          rows={years.map((y, i) => ({
            label: String(y),
            values: { count_newhire: [88, 120, 96, 140, 131, 9][i], count_phk: [2, 0, 3, 1, 4, 0][i], count_mbt: null },
          }))}
        />
      );
    case 'pyramid':
      return (
        <PyramidChart
          title="Piramida Umur"
          bands={['< 25', '25 - 29', '30 - 34', '35 - 39', '40 - 44', '45 - 49', '50 - 55', '≥ 56'].map((label, i) => ({
            label,
            lakiLaki: [60, 250, 330, 310, 240, 200, 180, 4][i],
            perempuan: [52, 236, 310, 288, 215, 180, 164, 3][i],
          }))}
        />
      );
    default:
      return (
        <BarsChart
          title="Pendidikan Terakhir"
          showShare
          points={[
            { label: 'S3', value: 3 },
            { label: 'S2', value: 212 },
            { label: 'S1', value: 2140 },
            { label: 'D3', value: 402 },
            { label: 'SMA', value: 265 },
          ]}
        />
      );
  }
}

const meta: ShellMeta<Args> = {
  title: 'shell/Dashboard/TopicChart',
  component: Chart,
  render: (args) => (
    <Box maxW="xl">
      <Chart {...args} />
    </Box>
  ),
  beforeEach: prepareStory,
  args: { chart: 'bars' },
};

export default meta;

/** Parts of a whole as horizontal bars; 'Tampilkan tabel' adds shares ('<1%' for a tiny one) and the total. */
export const Composition: ShellStory<Args> = {};

/** One bar per year. */
export const PerYear: ShellStory<Args> = { args: { chart: 'columns' } };

/** A head count over months. */
export const OverMonths: ShellStory<Args> = { args: { chart: 'line' } };

/** New hires, PHK and MBT stacked per year; MBT is not recorded yet. */
export const Stacked: ShellStory<Args> = { args: { chart: 'stacked' } };

/** Age bands, men left and women right. */
export const AgePyramid: ShellStory<Args> = { args: { chart: 'pyramid' } };
