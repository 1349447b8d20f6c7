import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { notify } from '@portal/design-system';
import { renderPage } from '@portal/design-system/testing';
import OnlinePage from './OnlinePage';
import PasswordResetPage from './PasswordResetPage';
import RolesPage from './RolesPage';
import VerificationPage from './VerificationPage';
import type { UserRow } from './users-api';
import type { VerificationRow } from './admin-api';

const page = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  last_page: 1,
});

const ani: UserRow = {
  id: 7,
  name: 'ani',
  email: 'ani@bank.test',
  status: 'active',
  is_password_default: false,
  pegawai_id: 3,
  pegawai: { id: 3, nama: 'Ani Lestari', npp: '70000002' },
  roles: [{ id: 10, nama: 'Pegawai' }],
};

/** Presses the confirm dialog's 'Ya, lanjutkan'. */
async function confirmDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
}

describe('user administration pages', () => {
  let success: jest.SpyInstance;
  let failure: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    failure = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());

  it('RolesPage lists each role with its id and how many accounts hold it', async () => {
    const { transport } = fakeTransport({
      'GET /general/users/x/roles/x/type': {
        data: [
          { id: 1, nama: 'Super Admin', users: 2 },
          { id: 57, nama: 'Admin SDM', users: 14 },
        ],
      },
    });
    renderPage(<RolesPage />, { transport });
    const row = (await screen.findByText('Admin SDM')).closest('tr') as HTMLElement;
    expect(within(row).getByText('57')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
  });

  it('RolesPage shows the server’s refusal instead of rows', async () => {
    const { ApiError } = jest.requireActual('@portal/api-client');
    const { transport } = fakeTransport({
      'GET /general/users/x/roles/x/type': new ApiError(403, 'Anda tidak memiliki akses ke halaman ini'),
    });
    renderPage(<RolesPage />, { transport });
    expect(await screen.findByText('Anda tidak memiliki akses ke halaman ini')).toBeInTheDocument();
  });

  it('PasswordResetPage resets a password after confirmation and reloads the waiting list', async () => {
    let waiting: UserRow[] = [];
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET' && path === '/general/users') return page([ani]);
      if (method === 'GET' && path === '/general/users/x/password_reset') return page(waiting);
      if (method === 'POST' && path === '/general/users/x/password_reset') {
        waiting = [{ ...ani, is_password_default: true }];
        return { message: 'Password sudah direset' };
      }
      return undefined;
    });
    renderPage(<PasswordResetPage />, { transport });
    expect(await screen.findByText('Semua pengguna sudah mengganti password')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('reset-password-7'));
    await confirmDialog();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password sudah direset'));
    expect(request).toHaveBeenCalledWith('POST', '/general/users/x/password_reset', { body: { user_id: 7 } });
    expect(await screen.findByText('ani@bank.test')).toBeInTheDocument();
  });

  it('PasswordResetPage pages the waiting list on its own', async () => {
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET' && path === '/general/users') return page([ani]);
      if (method === 'GET' && path === '/general/users/x/password_reset')
        return { ...page([{ ...ani, is_password_default: true }]), per_page: 50, total: 60, last_page: 2 };
      return undefined;
    });
    renderPage(<PasswordResetPage />, { transport });
    const waiting = await screen.findByRole('table', { name: 'Pengguna yang belum mengganti password' });
    const nav = within(waiting.closest('[data-testid]') ?? document.body)
      .getAllByRole('navigation')
      .at(-1)!;
    fireEvent.click(within(nav).getByRole('button', { name: /2$/ }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/general/users/x/password_reset', {
        query: expect.objectContaining({ page: 2, per_page: 50 }),
      }),
    );
  });

  it('PasswordResetPage resets tokens with store_token_reset', async () => {
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET') return page(path === '/general/users' ? [ani] : []);
      if (method === 'POST' && path === '/general/users') return { message: 'Token telah di Reset' };
      return undefined;
    });
    renderPage(<PasswordResetPage />, { transport });
    fireEvent.click(await screen.findByTestId('reset-token-7'));
    await confirmDialog();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Token telah di Reset'));
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: { event: 'store_token_reset', user_id: 7 },
    });
  });

  it('VerificationPage sends a link only for an unverified address on file', async () => {
    const row: VerificationRow = {
      id: 7,
      name: 'ani',
      pegawai: { nama: 'Ani Lestari', npp: '70000002' },
      email: 'ani@bank.test',
      email_verified: false,
      phone: null,
      whatsapp_verified: false,
      last_sent_at: null,
    };
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET' && path === '/general/users/x/verification') return page([row]);
      if (method === 'POST') return { message: 'Link verifikasi telah di kirim ke email tersebut' };
      return undefined;
    });
    renderPage(<VerificationPage />, { transport });
    fireEvent.click(await screen.findByTestId('send-email-7'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link verifikasi telah di kirim ke email tersebut'));
    expect(request).toHaveBeenCalledWith('POST', '/general/users/x/verification', {
      body: { user_id: 7, channel: 'email' },
    });
    // No number on file: nothing to send to.
    expect(screen.queryByTestId('send-whatsapp-7')).not.toBeInTheDocument();
    expect(screen.getByText('Belum diisi')).toBeInTheDocument();
    expect(failure).not.toHaveBeenCalled();
  });

  it('OnlinePage shows who is signed in, with office and since when (WIB)', async () => {
    const { transport } = fakeTransport({
      'GET /general/users/x/online': {
        total: 1,
        data: [
          {
            user_id: 7,
            name: 'ani',
            pegawai_nama: 'Ani Lestari',
            kantor_nama: 'Bandung',
            since: '2026-03-02T01:30:00.000Z',
            last_seen: '2026-03-02T02:00:00.000Z',
            connections: 2,
          },
        ],
      },
    });
    renderPage(<OnlinePage />, { transport });
    expect(await screen.findByText('Bandung')).toBeInTheDocument();
    expect(screen.getByText('1 pengguna sedang membuka portal')).toBeInTheDocument();
    expect(screen.getByText(/02 Mar(et)? 2026 08:30/)).toBeInTheDocument();
  });
});
