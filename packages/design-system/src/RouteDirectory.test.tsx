import { screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/design-system/router';
import { resetSessionState } from '@portal/api-client';
import { signInAs } from '@portal/api-client/testing';
import { POLICY, type PortalRoute } from '@portal/domain';
import { renderWithPortal } from './testing/render-with-portal';
import { RouteDirectory } from './RouteDirectory';

const routes: PortalRoute[] = [
  { path: '/penilaian', name: 'penilaian.index', meta: { title: 'Penilaian Kinerja', menu: { group: 'K' } } },
  {
    path: '/penilaian/kpi',
    name: 'kpi.index',
    meta: { title: 'KPI', policy: POLICY.employee, menu: { group: 'K', label: 'KPI Saya', query: { page: 1 } } },
  },
  {
    path: '/penilaian/kpi/master',
    name: 'kpi.master',
    meta: { title: 'Master KPI', policy: POLICY.superAdmin, menu: { group: 'K' } },
  },
  {
    path: '/kpi/:token',
    name: 'kpi.show',
    meta: { title: 'Detail KPI', policy: POLICY.employee, menu: { group: 'K' } },
  },
  { path: '/penilaian/kpi/flow', name: 'kpi.flow', meta: { title: 'Alur', menu: false } },
  { path: '/penilaian/kpi/tanpa-menu', name: 'kpi.hidden', meta: { title: 'Tanpa menu' } },
];

const show = () =>
  renderWithPortal(
    <MemoryRouter>
      <RouteDirectory routes={routes} groupPath="/penilaian" title="Penilaian Kinerja" emptyTitle="Tidak ada halaman" />
    </MemoryRouter>,
  );
const links = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(() => resetSessionState());

describe('RouteDirectory', () => {
  it('lists the menu entries the user may open (label and query as the menu has them), without the group page, hidden pages or :params', () => {
    signInAs([10]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Penilaian Kinerja' })).toBeInTheDocument();
    expect(links()).toEqual([['KPI Saya', '/penilaian/kpi?page=1']]);
  });

  it('a user whose roles open more pages sees more cards', () => {
    signInAs([1, 10]);
    show();
    expect(links()).toEqual([
      ['KPI Saya', '/penilaian/kpi?page=1'],
      ['Master KPI', '/penilaian/kpi/master'],
    ]);
  });

  it('with nothing to open it says so', () => {
    show();
    expect(screen.getByText('Tidak ada halaman')).toBeInTheDocument();
    expect(links()).toEqual([]);
  });
});
