import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/design-system/router';
import { buildMenu, type PortalRoute } from '@portal/domain';
import { PortalProvider } from '@portal/design-system';
import { withShellPages } from '../routing/shell-pages';
import { shellRoutes } from '../routing/shell-routes';
import { SideMenu } from './SideMenu';

const table: PortalRoute[] = [
  ...withShellPages(shellRoutes),
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: { title: 'Daftar Pegawai', policy: { name: 'fixture', hasRolesId: [57] }, menu: { group: 'Kepegawaian' } },
  },
  {
    path: '/absen',
    name: 'absen.index',
    meta: { title: 'Rekap Absensi', menu: { group: 'Absensi & Cuti' } },
    load: async () => ({ default: () => null }),
  },
  { path: '/absen/renew', name: 'absen.renew', meta: { title: 'Perbarui Absen', menu: { group: 'Absensi & Cuti' } } },
];

function renderMenu(rolesId: number[], path = '/home') {
  render(
    <PortalProvider withToaster={false}>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu groups={buildMenu(table, { rolesId })} />
      </MemoryRouter>
    </PortalProvider>,
  );
  return within(screen.getByTestId('side-menu'));
}

const hrefs = (menu: ReturnType<typeof renderMenu>) =>
  menu.getAllByTestId('menu-link').map((link) => link.getAttribute('href'));

describe('SideMenu', () => {
  it('lists only what pegawai (roles [10]) may open', () => {
    const links = hrefs(renderMenu([10]));
    expect(links).toContain('/dashboard');
    expect(links).toContain('/absen');
    expect(links).not.toContain('/pegawai');
    expect(links).not.toContain('/user');
  });

  it("marks entries whose page is not built yet with 'Segera'", () => {
    const menu = renderMenu([10], '/absen');
    const link = (href: string) => menu.getAllByTestId('menu-link').find((a) => a.getAttribute('href') === href)!;
    expect(within(link('/absen/renew')).getByTestId('menu-not-built')).toHaveTextContent('Segera');
    expect(within(link('/absen')).queryByTestId('menu-not-built')).not.toBeInTheDocument();
  });

  it('opens the first group and the group of the current page, folding the rest', () => {
    renderMenu([10, 57], '/absen');
    const group = (name: string) => document.querySelector(`[data-menu-group="${name}"]`) as HTMLDetailsElement;
    expect(group('Umum').open).toBe(true);
    expect(group('Absensi & Cuti').open).toBe(true);
    expect(group('Kepegawaian').open).toBe(false);
  });

  it('marks the current page', () => {
    const menu = renderMenu([10], '/dashboard');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
