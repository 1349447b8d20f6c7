import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MONTH_OPTIONS } from '@portal/domain';
import { OptionSelect } from './OptionSelect';

const STATUS = [
  { id: 'draft', nama: 'Draf' },
  { id: 'proses', nama: 'Diproses' },
  { id: 'disetujui', nama: 'Disetujui' },
];

const meta = {
  title: 'Design system/OptionSelect',
  component: OptionSelect,
  args: { size: 'sm', width: '52', 'aria-label': 'Status', placeholder: 'Semua status', options: STATUS },
} satisfies Meta<typeof OptionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list filter: an empty first choice for "all". */
export const Filter: Story = {};

/** Months, without an empty choice. */
export const Months: Story = {
  args: { 'aria-label': 'Bulan', width: '40', placeholder: undefined, options: MONTH_OPTIONS, defaultValue: 3 },
};

/** Inside a form field whose value is wrong. */
export const Invalid: Story = { args: { invalid: true, placeholder: 'Pilih status' } };
