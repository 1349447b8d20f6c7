import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState, LoadingState, ModuleUnavailable, UnderConstruction } from './PageStates';

const meta = {
  title: 'Design system/PageStates',
  component: UnderConstruction,
  args: { title: 'Rekap Absensi' },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderConstructionPage: Story = {};

export const ModuleUnavailableFallback: Story = {
  render: () => <ModuleUnavailable moduleName="mf_absen" onRetry={() => window.location.reload()} />,
};

export const Empty: Story = {
  render: () => <EmptyState description="Belum ada pengajuan izin." action={<Button size="sm">Ajukan izin</Button>} />,
};

export const Loading: Story = { render: () => <LoadingState /> };
