import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

const meta: Meta<typeof PageHeader> = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: { title: 'Daftar SPPD' },
};
export default meta;

type Story = StoryObj<typeof PageHeader>;

/** The title alone. */
export const TitleOnly: Story = {};

/** Title, a line under it and the page's actions. */
export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Potongan Gaji',
    size: 'xl',
    description: 'Periode November 2026 · batas upload 25 November 2026',
    children: (
      <>
        <Button kind="secondary">Unduh Excel</Button>
        <Button>Upload</Button>
      </>
    ),
  },
};
