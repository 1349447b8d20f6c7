// The dashboard's horizontal bars: a composition with shares and total (a tiny share reads '<1%', not
// '0%'), a trend without shares, and a long list that scrolls.
import { Box } from '@portal/design-system';
import { prepareStory, type ShellMeta, type ShellStory } from '../../testing/story-fixtures';
import { BarList, type BarListProps } from './BarList';

const meta: ShellMeta<BarListProps> = {
  title: 'shell/Dashboard/BarList',
  component: BarList,
  render: (args) => (
    <Box maxW="sm">
      <BarList {...args} />
    </Box>
  ),
  beforeEach: prepareStory,
  args: {
    label: 'Pendidikan Terakhir',
    showShare: true,
    points: [
      { label: 'S2', value: 212 },
      { label: 'S1', value: 2140 },
      { label: 'D3', value: 402 },
      { label: 'SMA/SMK', value: 265 },
      { label: 'S3', value: 3 },
    ],
  },
};

export default meta;

/** Parts of a whole: shares in whole percent ('<1%' for a tiny one) and the total. */
export const Composition: ShellStory<BarListProps> = {};

/** One number per year: no shares, no total. */
export const Trend: ShellStory<BarListProps> = {
  args: {
    label: 'Pegawai Masuk per Tahun',
    showShare: false,
    points: [2021, 2022, 2023, 2024, 2025].map((year, i) => ({
      label: String(year),
      value: [88, 120, 96, 140, 131][i],
    })),
  },
};

/** Many rows: the list scrolls inside its own area. */
export const LongList: ShellStory<BarListProps> = {
  args: {
    label: 'Pegawai per Kantor Wilayah',
    points: Array.from({ length: 24 }, (_, i) => ({ label: `Kantor Wilayah ${i + 1}`, value: 40 + ((i * 37) % 160) })),
  },
};
