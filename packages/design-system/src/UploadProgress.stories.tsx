import { Stack } from '@chakra-ui/react';
import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useState } from 'react';
import { UploadProgress } from './UploadProgress';

function Simulated() {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setValue((v) => Math.min(100, v + Math.random() * 9)), 200);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Stack maxW="md" gap="3">
      <UploadProgress value={value} label="potongan-gaji-2026-05.xlsx" />
      <Button
        size="sm"
        onClick={() => {
          setValue(0);
          setRunning(true);
        }}
      >
        Unggah
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Design system/UploadProgress',
  component: UploadProgress,
  args: { value: 42.4, label: 'laporan.pdf' },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};

/** At 100 % the bytes are sent and the server is still working: 'Finishing...'. */
export const Finishing: Story = { args: { value: 100 } };

export const Simulation: Story = { render: () => <Simulated /> };
