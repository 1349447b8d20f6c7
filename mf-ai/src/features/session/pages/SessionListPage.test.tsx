import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import SessionListPage from './SessionListPage';

jest.setTimeout(30_000);

const SESSION = {
  id: 5,
  agent_id: 1,
  agent_nama: 'Asisten SDM',
  judul: 'Cuti Maret',
  messages_count: 4,
  updated_at: '2026-11-27T08:00:00Z',
};

describe('SessionListPage', () => {
  test("lists the user's sessions with a link into the chat, and renames one", async () => {
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET' && path === '/ai/x/session') return paged([SESSION]);
      if (method === 'PUT' && path === '/ai/x/session/5')
        return { message: 'Session updated', data: { ...SESSION, judul: 'Cuti April' } };
      return undefined;
    });
    renderWithProviders(<SessionListPage />, { transport });
    const link = await screen.findByTestId('ai-session-open-5');
    expect(link).toHaveAttribute('href', '/ai/chat?session=5');
    const table = screen.getByRole('table', { name: 'Sesi chat AI Anda' });
    expect(table).toHaveTextContent('Asisten SDM');

    await userEvent.click(within(table).getByRole('button', { name: 'Ganti nama' }));
    const judul = await screen.findByRole('textbox', { name: /Judul/ });
    await userEvent.clear(judul);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul sesi wajib diisi')).toBeInTheDocument();
    await userEvent.type(judul, 'Cuti April');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/ai/x/session/5', { body: { judul: 'Cuti April' } }),
    );
  });
});
