import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PeriodFilter, type Period } from './PeriodFilter';

function Stateful(props: { allowAll?: boolean; yearOnly?: boolean }) {
  const [period, setPeriod] = useState<Period>({ tahun: 2026, bulan: 5 });
  return <PeriodFilter {...period} {...props} maxYear={2027} onChange={setPeriod} />;
}

const meta = {
  title: 'Design system/PeriodFilter',
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of one month: a year and a month must be chosen. */
export const OneMonth: Story = {};

/** A list that may span months: 'Semua tahun' and 'Semua bulan' are offered. */
export const AllowAll: Story = { args: { allowAll: true } };

/** Only the year. */
export const YearOnly: Story = { args: { yearOnly: true } };
