import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { YearPicker, type YearPickerProps } from './YearPicker';

function Controlled(props: Partial<YearPickerProps>) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return <YearPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/YearPicker',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current year back through 60 years. */
export const Default: Story = {};

export const Bounded: Story = { args: { min: 2015, max: 2030, value: 2020 } };
