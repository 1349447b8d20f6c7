import { HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from './Button';
import { useConfirmedDelete } from './useConfirmedDelete';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function DeleteButton({ fails = false }: { fails?: boolean }) {
  const confirmDelete = useConfirmedDelete();
  const [result, setResult] = useState('-');
  return (
    <HStack gap="3">
      <Button
        kind="danger"
        onClick={async () => {
          const ok = await confirmDelete({
            title: 'Hapus izin ini?',
            message: 'Draft izin yang dihapus tidak dapat dikembalikan.',
            remove: async () => {
              await wait(1000);
              if (fails) throw new Error('Izin yang sudah diajukan tidak dapat dihapus');
              return { message: 'Izin berhasil dihapus' };
            },
          });
          setResult(ok ? 'dihapus' : 'batal');
        }}
      >
        Hapus Draft
      </Button>
      <Text>hasil: {result}</Text>
    </HStack>
  );
}

const meta = {
  title: 'Design system/useConfirmedDelete',
  component: DeleteButton,
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm, delete, toast the answer's message; resolves true. */
export const Deletes: Story = {};

/** The delete fails: the error is toasted and the dialog stays open to try again or cancel. */
export const Fails: Story = { args: { fails: true } };
