import { Stack, Text } from '@portal/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Controlled(props: Partial<DatePickerProps> & { initial?: string | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Stack gap="2">
      <DatePicker label="Tanggal" {...rest} value={value} onChange={setValue} />
      <Text fontSize="sm" color="fg.muted">
        value: {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Design system/DatePicker',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Years 30 back to 30 ahead; 31 Jan → Feb becomes 28/29 Feb. */
export const Default: Story = { args: { initial: '2024-01-31' } };

/** The year list and the value are clamped into [min, max]. */
export const WithMinMax: Story = { args: { initial: '2025-06-15', min: '2025-01-10', max: '2026-03-31' } };

/** Required and empty, after a submit: 'Field is required'. */
export const RequiredEmpty: Story = { args: { required: true, touched: true } };
