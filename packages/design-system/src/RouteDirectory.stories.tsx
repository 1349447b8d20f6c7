import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@portal/design-system/router';
import { signInAs } from '@portal/api-client/testing/session';
import { POLICY, type PortalRoute } from '@portal/domain';
import { RouteDirectory } from './RouteDirectory';

const routes: PortalRoute[] = [
  { path: '/penilaian', name: 'penilaian.index', meta: { title: 'Penilaian Kinerja' } },
  {
    path: '/penilaian/kpi/event_pegawai',
    name: 'kpi.mine',
    meta: { title: 'Penilaian Saya', policy: POLICY.employee, menu: { group: 'Penilaian Kinerja' } },
  },
  {
    path: '/penilaian/kpi/grafik',
    name: 'kpi.grafik',
    meta: { title: 'Grafik KPI', policy: POLICY.employee, menu: { group: 'Penilaian Kinerja' } },
  },
  {
    path: '/penilaian/kpi/periode',
    name: 'kpi.periode',
    meta: { title: 'Periode KPI', policy: POLICY.superAdmin, menu: { group: 'Penilaian Kinerja' } },
  },
];

/** The story's user (api-client's test user) with these roles, and the router a page has. */
const signedIn =
  (rolesId: number[]) =>
  (Story: () => ReactElement): ReactElement => {
    signInAs(rolesId);
    return (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    );
  };

const meta: Meta<typeof RouteDirectory> = {
  title: 'Design system/RouteDirectory',
  component: RouteDirectory,
  args: {
    routes,
    groupPath: '/penilaian',
    title: 'Penilaian Kinerja',
    description: 'KPI, target dana dan analisis beban kerja.',
    emptyTitle: 'Tidak ada halaman penilaian untuk Anda',
  },
};
export default meta;

type Story = StoryObj<typeof RouteDirectory>;

/** An employee: only the pages every employee may open. */
export const Employee: Story = { decorators: [signedIn([10])] };

/** A super admin also gets the administration pages. */
export const SuperAdmin: Story = { decorators: [signedIn([1, 10])] };

/** No page open to this user (a restricted role). */
export const NothingToOpen: Story = { decorators: [signedIn([8])] };
