import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { setCurrentUser } from '@portal/api-client';
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

/** The story's user: an employee (10), or with `superAdmin` also a super admin (1). */
const signedIn =
  (rolesId: number[]) =>
  (Story: () => ReactElement): ReactElement => {
    setCurrentUser({
      id: 1,
      name: 'pegawai',
      pegawai_id: 11,
      nama: 'Pegawai Contoh',
      rolesId,
      jabatan_id: null,
      kantor_id: null,
      jabatan_nama: null,
      kantor_nama: null,
      photo: null,
      is_password_default: false,
    });
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
