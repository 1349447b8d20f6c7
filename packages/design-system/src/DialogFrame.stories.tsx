import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';

const meta = {
  title: 'Design system/DialogFrame',
  component: DialogFrame,
  args: {
    open: true,
    title: 'Riwayat perubahan',
    onClose: () => {},
    children: <Text>Data sebelum dan sesudah perubahan.</Text>,
  },
} satisfies Meta<typeof DialogFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog that only shows something: title, body and the close button. */
export const Default: Story = {};

/** With its own buttons in the footer. */
export const WithFooter: Story = {
  args: {
    size: 'lg',
    title: 'Akses role: ani.lestari',
    footer: (
      <>
        <Button kind="secondary">Batal</Button>
        <Button>Simpan</Button>
      </>
    ),
  },
};
