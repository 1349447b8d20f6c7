import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import { notify, toaster } from '@portal/design-system';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { unregisteredRows, waRows } from '../contact-fixtures';
import ContactEmailUnregisteredPage from './ContactEmailUnregisteredPage';
import ContactExportPage from './ContactExportPage';
import ContactWaPage from './ContactWaPage';

jest.setTimeout(20_000);

const user = {
  id: 1,
  name: 'hr',
  pegawai_id: 3,
  nama: 'Rina',
  rolesId: [10, 57],
  kantor_id: 4,
} as unknown as SessionClient;

describe('contact pages', () => {
  beforeEach(() => act(() => setCurrentUser(user)));
  afterEach(() => {
    act(() => setCurrentUser(null));
    act(() => notify.clear());
  });

  it('lists WhatsApp numbers with their verified state and sends a link after confirming', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/whatsapp': paged(waRows),
      'POST /sdm/pegawai/x/whatsapp': { message: 'Link verifikasi telah di kirim ke nomor whatsapp tersebut' },
    });
    renderWith(<ContactWaPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar nomor whatsapp pegawai' });
    const budi = (await within(table).findByText('Budi Santoso')).closest('tr')!;
    expect(within(budi).getByText('6281398765432')).toBeInTheDocument();
    expect(within(budi).getByText('Belum diverifikasi')).toBeInTheDocument();
    expect(within(table).getByText('Terverifikasi')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/whatsapp', {
      query: expect.objectContaining({ registered: true, page: 1 }),
    });

    fireEvent.click(within(budi).getByRole('button', { name: 'Kirim link verifikasi ke Budi Santoso' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('POST', '/sdm/pegawai/x/whatsapp', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/whatsapp', { body: { pegawai_id: 6 } }),
    );
    await waitFor(() =>
      expect(
        toaster
          .getVisibleToasts()
          .some((t) =>
            [t.title, t.description].map(String).includes('Link verifikasi telah di kirim ke nomor whatsapp tersebut'),
          ),
      ).toBe(true),
    );
  });

  it('the verified filter asks the server again from page 1', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/whatsapp': paged(waRows) });
    renderWith(<ContactWaPage />, transport);
    await screen.findByRole('table', { name: 'Daftar nomor whatsapp pegawai' });
    fireEvent.change(screen.getByLabelText('Status verifikasi'), { target: { value: 'false' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/whatsapp', {
        query: expect.objectContaining({ verified: 'false', page: 1 }),
      }),
    );
  });

  it('the unregistered list reads the list event of /sdm/pegawai, without the link button', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai': paged(unregisteredRows) });
    renderWith(<ContactEmailUnregisteredPage />, transport);
    const table = await screen.findByRole('table', { name: 'Pegawai tanpa email' });
    expect(await within(table).findByText('Citra Dewi')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Kirim link verifikasi/ })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai', {
      query: expect.objectContaining({ event: 'unregistered_email' }),
    });
  });

  it('export: both files for HR, the e-mail addresses only for HR with restricted access (8)', () => {
    const { transport } = fakeTransport({});
    const { unmount } = renderWith(<ContactExportPage />, transport);
    expect(screen.getByText(/nomor WhatsApp-nya/)).toBeInTheDocument();
    expect(screen.getByText(/alamat email-nya/)).toBeInTheDocument();
    unmount();

    act(() => setCurrentUser({ ...user, rolesId: [8, 10, 57] } as unknown as SessionClient));
    renderWith(<ContactExportPage />, transport);
    expect(screen.getByText(/alamat email-nya/)).toBeInTheDocument();
    expect(screen.queryByText(/nomor WhatsApp-nya/)).not.toBeInTheDocument();
  });
});
