import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import AgentListPage from './AgentListPage';

jest.setTimeout(30_000);

const user = (rolesId: number[]): SessionClient => ({
  id: 1,
  name: 'u',
  pegawai_id: 3,
  nama: 'Sari',
  rolesId,
  jabatan_id: null,
  kantor_id: 1,
  jabatan_nama: null,
  kantor_nama: 'Kantor Pusat',
  photo: null,
  is_password_default: false,
});

const AGENT = {
  id: 1,
  nama: 'Asisten SDM',
  avatar_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  system_prompt: 'Jawab singkat.',
  model: '',
  temperature: 0.2,
  tools: ['saldo_cuti'],
  is_active: true,
};

describe('AgentListPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('the system admin adds an agent with its tools; the answer refreshes the list', async () => {
    act(() => setCurrentUser(user([9])));
    const { transport, request } = fakeTransport((method, path) => {
      if (method === 'GET' && path === '/ai/x/agent') return paged([AGENT]);
      if (method === 'POST' && path === '/ai/x/agent') return { message: 'Agent created', data: { ...AGENT, id: 2 } };
      return undefined;
    });
    renderWithProviders(<AgentListPage />, { transport });
    expect(await screen.findByText('Asisten SDM')).toBeInTheDocument();
    expect(screen.getByText('Saldo cuti tahunan')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('ai-agent-add'));
    await userEvent.type(await screen.findByRole('textbox', { name: /Nama/ }), 'Agen Cuti');
    await userEvent.click(screen.getByTestId('ai-agent-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/ai/x/agent', {
        body: expect.objectContaining({ nama: 'Agen Cuti', temperature: 0.2, is_active: true, avatar_svg: null }),
      }),
    );
    const body = (request.mock.calls.find((c) => c[0] === 'POST')![2] as { body: { tools: string[] } }).body;
    expect(body.tools).toContain('saldo_cuti');
    expect(body.tools).toHaveLength(11);
  });

  test('HR (57) reads the agents but gets no add, change or delete buttons', async () => {
    act(() => setCurrentUser(user([10, 57])));
    const { transport } = fakeTransport({ 'GET /ai/x/agent': paged([AGENT]) });
    renderWithProviders(<AgentListPage />, { transport });
    expect(await screen.findByText('Asisten SDM')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-agent-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
  });
});
