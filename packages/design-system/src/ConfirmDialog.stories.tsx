import { HStack, Text } from '@chakra-ui/react';
import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './useConfirm';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function WithHook() {
  const confirm = useConfirm();
  const [result, setResult] = useState<string>('-');
  return (
    <HStack gap="3">
      <Button
        kind="danger"
        onClick={async () => {
          const ok = await confirm({
            title: 'Hapus data pegawai?',
            message: 'Data yang dihapus tidak dapat dikembalikan.',
            confirmLabel: 'Hapus',
            destructive: true,
            onConfirm: () => wait(1500),
          });
          setResult(ok ? 'dihapus' : 'batal');
        }}
      >
        Hapus
      </Button>
      <Text>hasil: {result}</Text>
    </HStack>
  );
}

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Ajukan approval?', message: 'Pengajuan akan dikirim ke atasan.', onClose: () => {} },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = { args: { title: 'Hapus dokumen?', confirmLabel: 'Hapus', destructive: true } };

/** `await confirm({...})` resolves true/false; the confirm button spins while onConfirm runs. */
export const UseConfirmHook: Story = { render: () => <WithHook /> };
