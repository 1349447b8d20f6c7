import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MeterRow } from './MeterRow';

const bars = [
  { label: 'Kantor Pusat', value: 12, text: '12 pegawai' },
  { label: 'Kantor Cabang Bandung', value: 7, text: '7 pegawai' },
  { label: 'Kantor Cabang Surabaya', value: 0, text: '0 pegawai' },
];

const meta = {
  title: 'Design system/MeterRow',
  component: MeterRow,
  args: { bar: bars[0], max: 12 },
} satisfies Meta<typeof MeterRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Rows of one chart share the scale of its largest bar. */
export const Chart: Story = {
  render: (args) => (
    <Stack gap="1">
      {bars.map((bar) => (
        <MeterRow key={bar.label} {...args} bar={bar} max={12} color="green" />
      ))}
    </Stack>
  ),
};
