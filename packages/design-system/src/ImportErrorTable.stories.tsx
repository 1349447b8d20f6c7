import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ImportErrorTable } from './ImportErrorTable';

const meta = {
  title: 'Design system/ImportErrorTable',
  component: ImportErrorTable,
  args: {
    errors: [
      { row: 3, column: 'NPP', message: 'NPP tidak ditemukan' },
      { row: 7, column: 'Nominal', message: 'Nominal harus berupa angka' },
      { row: 0, column: '', message: 'Kolom Periode tidak ada' },
    ],
  },
} satisfies Meta<typeof ImportErrorTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
