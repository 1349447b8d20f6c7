import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';
import { HStack } from './chakra';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Simpan' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { kind: 'secondary', children: 'Batal' } };
export const Danger: Story = { args: { kind: 'danger', children: 'Hapus' } };
export const Quiet: Story = { args: { kind: 'quiet', children: 'Lainnya' } };

/** The hierarchy side by side, as a dialog's footer or a row's actions show it. */
export const Together: Story = {
  render: () => (
    <HStack gap="2">
      <Button>Simpan</Button>
      <Button kind="secondary">Batal</Button>
      <Button kind="danger">Hapus</Button>
      <Button kind="quiet">Lainnya</Button>
    </HStack>
  ),
};
