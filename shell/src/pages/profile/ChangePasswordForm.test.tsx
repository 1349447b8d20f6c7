import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TransportProvider, type Transport } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';
import { ChangePasswordForm } from './ChangePasswordForm';

// Typing three passwords with user-event takes longer than jest's 5 s on a busy 2-core machine.
jest.setTimeout(30_000);

function fakeTransport(request: jest.Mock): Transport {
  return {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => `/api${p}`,
    request,
    getAccessToken: async () => 'token',
  } as unknown as Transport;
}

function setup(request: jest.Mock, onChanged = jest.fn()) {
  render(
    <PortalProvider withToaster={false}>
      <TransportProvider transport={fakeTransport(request)}>
        <ChangePasswordForm username="baru" onChanged={onChanged} />
      </TransportProvider>
    </PortalProvider>,
  );
  return { user: userEvent.setup(), onChanged };
}

async function fill(user: ReturnType<typeof userEvent.setup>, oldPw: string, pw: string, confirmation = pw) {
  await user.type(screen.getByLabelText(/Password lama/), oldPw);
  await user.type(screen.getByLabelText(/^Password baru/), pw);
  await user.type(screen.getByLabelText(/Ulangi password baru/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Ganti password' }));
}

describe('ChangePasswordForm', () => {
  it('refuses the user name and a mismatched confirmation before calling the server', async () => {
    const request = jest.fn();
    const { user } = setup(request);
    await fill(user, 'rahasia-lama', 'baru', 'lain');
    expect(await screen.findByText(/tidak boleh sama dengan nama user/)).toBeInTheDocument();
    expect(screen.getByText(/Konfirmasi password tidak sama/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends store_update_password and reports success to the caller', async () => {
    const request = jest.fn().mockResolvedValue({ message: 'Password sudah diganti' });
    const { user, onChanged } = setup(request);
    await fill(user, 'baru', 'Kuat#Sekali2026');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: {
        event: 'store_update_password',
        password_old: 'baru',
        password: 'Kuat#Sekali2026',
        password_confirmation: 'Kuat#Sekali2026',
      },
    });
  });

  it("shows the server's field errors (wrong old password)", async () => {
    const request = jest
      .fn()
      .mockRejectedValue(new ApiError(422, 'Data tidak valid', { password_old: ['Password lama salah'] }));
    const { user, onChanged } = setup(request);
    await fill(user, 'keliru', 'Kuat#Sekali2026');
    expect(await screen.findByText('Password lama salah')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
