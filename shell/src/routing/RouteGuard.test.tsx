import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/design-system/router';
import type { PortalRoute } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { currentUserAtom, portalStore } from '@portal/api-client';
import { RouteGuard } from './RouteGuard';
import { holdQuietlyOnce } from './default-password';

jest.mock('@portal/design-system', () => ({ notify: { defaultPassword: jest.fn() } }));
const { notify } = jest.requireMock('@portal/design-system') as { notify: { defaultPassword: jest.Mock } };

const user = (over: Partial<SessionClient> = {}): SessionClient => ({
  id: 3,
  name: 'pegawai',
  pegawai_id: 30,
  nama: 'Siti Rahayu',
  rolesId: [10],
  jabatan_id: 5,
  kantor_id: 1,
  jabatan_nama: null,
  kantor_nama: null,
  photo: null,
  is_password_default: false,
  ...over,
});

const routes: PortalRoute[] = [
  {
    path: '/dashboard',
    name: 'dashboard.index',
    meta: { title: 'Dashboard', policy: { name: 'fixture', hasRolesId: [10] } },
  },
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: { title: 'Daftar Pegawai', policy: { name: 'fixture', hasRolesId: [57, 61, 62] } },
  },
  {
    path: '/faq',
    name: 'faq.index',
    meta: { title: 'FAQ', policy: { name: 'fixture', hasRolesId: [10], doesntHaveRolesId: [8] } },
  },
  {
    path: '/kantor/temporer',
    name: 'x.jabatan',
    meta: { title: 'Jabatan', policy: { name: 'fixture', hasJabatanId: [7] } },
  },
  { path: '/user/profile', name: 'user.profile', meta: { title: 'Profil Saya' } },
  { path: '/unauthorized', name: 'unauthorized', meta: { title: 'Akses Ditolak' } },
];

// A declarative router: jsdom has no fetch Request, which the data router needs; the guard is the same.
function renderAt(path: string) {
  const location = { pathname: '' };
  function Spy() {
    location.pathname = useLocation().pathname;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Spy />
      <Routes>
        {routes.map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={
              <RouteGuard route={route}>
                <h1>{route.meta.title}</h1>
              </RouteGuard>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  return { state: { location } };
}

describe('RouteGuard', () => {
  afterEach(() => {
    act(() => portalStore.set(currentUserAtom, null));
    notify.defaultPassword.mockClear();
  });

  it('lets an allowed user through', () => {
    portalStore.set(currentUserAtom, user());
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a user without the role to /unauthorized', () => {
    portalStore.set(currentUserAtom, user({ rolesId: [10] }));
    const router = renderAt('/pegawai');
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.getByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument();
  });

  it('applies the not-having rule (terbatas, roles 8 and 10, on /faq)', () => {
    portalStore.set(currentUserAtom, user({ name: 'terbatas', rolesId: [8, 10] }));
    const router = renderAt('/faq');
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('applies the position rule', () => {
    portalStore.set(currentUserAtom, user({ jabatan_id: 5 }));
    expect(renderAt('/kantor/temporer').state.location.pathname).toBe('/unauthorized');
  });

  it('holds a default-password user on the profile page with the hold message', () => {
    portalStore.set(currentUserAtom, user({ name: 'baru', is_password_default: true }));
    const router = renderAt('/dashboard');
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(screen.getByRole('heading', { name: 'Profil Saya' })).toBeInTheDocument();
    expect(notify.defaultPassword).toHaveBeenCalledWith(true);
  });

  it('skips the hold message for the redirect right after login (the 15 s warning already shows)', () => {
    portalStore.set(currentUserAtom, user({ name: 'baru', is_password_default: true }));
    holdQuietlyOnce();
    const router = renderAt('/dashboard');
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(notify.defaultPassword).not.toHaveBeenCalled();
  });

  it('renders nothing without a signed-in user', () => {
    const { container } = render(
      <MemoryRouter>
        <RouteGuard route={routes[0]}>secret</RouteGuard>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
