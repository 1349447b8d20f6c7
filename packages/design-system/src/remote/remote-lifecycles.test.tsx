import { screen, waitFor } from '@testing-library/react';
import { clearSession, readSession, resetSessionState } from '@portal/api-client';
import { POLICY, type PortalRoute } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { createRemoteLifecycles } from './remote-lifecycles';

const employee: SessionClient = {
  id: 7,
  name: 'pegawai',
  pegawai_id: 70,
  nama: 'Pegawai Demo',
  rolesId: [10],
  jabatan_id: null,
  kantor_id: null,
  jabatan_nama: null,
  kantor_nama: null,
  photo: null,
  is_password_default: false,
};
const session = { access_token: 'akses', refresh_token: 'segar', expires_in: 900, client: employee };

const routes: PortalRoute[] = [
  {
    path: '/absen',
    name: 'absen.index',
    meta: { title: 'Rekap Absensi' },
    load: async () => ({ default: () => <h1>Rekap Absensi</h1> }),
  },
  {
    path: '/absen/deleted',
    name: 'absen.deleted',
    meta: { title: 'Absen Terhapus', policy: POLICY.superAdmin },
    load: async () => ({ default: () => <h1>Absen Terhapus</h1> }),
  },
];

async function mountAt(path: string, props: Record<string, unknown>) {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const lifecycles = createRemoteLifecycles(routes);
  const all = { name: 'mf_absen', domElement, singleSpa: {}, mountParcel: () => undefined, ...props } as Parameters<
    typeof lifecycles.mount
  >[0];
  await lifecycles.bootstrap(all);
  await lifecycles.mount(all);
  return () => lifecycles.unmount(all);
}

describe('remote lifecycles with a session', () => {
  // single-spa-react renders into a root of its own and resolves mount() once it has rendered,
  // which act() would hold back: this is a real (non-act) React environment, as in a browser.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    clearSession();
    resetSessionState();
    document.body.innerHTML = '';
  });

  it('a session passed by the host signs the remote in: the page renders and the tokens are kept', async () => {
    const unmount = await mountAt('/absen', { session });
    expect(await screen.findByRole('heading', { name: 'Rekap Absensi' })).toBeInTheDocument();
    expect(readSession()?.accessToken).toBe('akses');
    await unmount();
  });

  it('the page guard holds outside the shell too', async () => {
    const unmount = await mountAt('/absen/deleted', { session });
    expect(await screen.findByText('Anda tidak memiliki akses ke halaman ini')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Absen Terhapus' })).not.toBeInTheDocument();
    await unmount();
  });

  it('without a session the page asks to sign in instead of calling the API', async () => {
    const unmount = await mountAt('/absen', {});
    await waitFor(() => expect(screen.getByText('Silakan masuk terlebih dahulu')).toBeInTheDocument());
    await unmount();
  });
});
