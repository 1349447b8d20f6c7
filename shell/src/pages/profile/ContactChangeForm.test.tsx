import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { fakeTransport } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import { notify } from '@portal/design-system';
import { ContactChangeForm } from './ContactChangeForm';

describe('ContactChangeForm', () => {
  it('asks for the current password before anything is sent', async () => {
    const { transport, request } = fakeTransport({});
    renderPage(<ContactChangeForm channel="email" />, { transport });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email baru/), 'bukan-email');
    await user.click(screen.getByRole('button', { name: 'Kirim link verifikasi email' }));
    expect(await screen.findByText('Alamat email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends store_email with the password and shows the server message', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const { transport, request } = fakeTransport({
      'POST /general/users': { message: 'Link verifikasi telah di kirim ke email tersebut' },
    });
    renderPage(<ContactChangeForm channel="email" />, { transport });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email baru/), ' baru@bank.co.id ');
    await user.type(screen.getByLabelText(/Password saat ini/), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Kirim link verifikasi email' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link verifikasi telah di kirim ke email tersebut'));
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: { event: 'store_email', email: 'baru@bank.co.id', password: 'rahasia' },
    });
    success.mockRestore();
  });

  it('shows a wrong password next to the password field (store_wa)', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const { transport, request } = fakeTransport({
      'POST /general/users': new ApiError(422, 'Data tidak valid', { password: ['Password salah'] }),
    });
    renderPage(<ContactChangeForm channel="whatsapp" />, { transport });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Nomor WhatsApp baru/), '0812 3456 7890');
    await user.type(screen.getByLabelText(/Password saat ini/), 'keliru');
    await user.click(screen.getByRole('button', { name: 'Kirim link verifikasi WhatsApp' }));
    expect(await screen.findByText('Password salah')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/general/users', {
      body: { event: 'store_wa', phone: '0812 3456 7890', password: 'keliru' },
    });
    error.mockRestore();
  });
});
