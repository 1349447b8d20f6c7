import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import type { AiMessageRow } from '@portal/contracts';
import { fakeTransport, renderWithProviders, streamingAnswer } from '../../../testing/test-utils';
import ChatPage from './ChatPage';

jest.setTimeout(30_000);

const AGENT = { id: 1, nama: 'Asisten SDM', avatar_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const SESSION = {
  id: 5,
  agent_id: 1,
  agent_nama: 'Asisten SDM',
  judul: 'Sesi Asisten SDM',
  messages_count: 0,
  updated_at: '2026-11-27T08:00:00Z',
};
const message = (
  id: string,
  role: 'user' | 'assistant',
  content: string,
  extra: Partial<AiMessageRow> = {},
): AiMessageRow => ({
  id,
  role,
  content,
  tool_calls: [],
  source: role === 'assistant' ? 'offline' : null,
  prompt_tokens: 0,
  completion_tokens: 0,
  created_at: '2026-11-27T08:00:00Z',
  ...extra,
});

function setup() {
  let stored: AiMessageRow[] = [];
  let stream: ReturnType<typeof streamingAnswer> | null = null;
  const { transport, request } = fakeTransport((method: string, path: string, options?: RequestOptions) => {
    if (method === 'GET' && path === '/ai/x/agent') return { data: [AGENT] };
    if (method === 'GET' && path === '/ai/x/status') return { data: { mode: 'offline', label: 'Asisten offline' } };
    if (method === 'GET' && path === '/ai/x/session') return { data: [SESSION] };
    if (method === 'GET' && path === '/ai/x/session/5/message') return { data: stored };
    if (method === 'POST' && path === '/ai/x/session/5/chat') {
      stream = streamingAnswer(options?.signal);
      return stream.response;
    }
    return undefined;
  });
  return {
    transport,
    request,
    store: (rows: AiMessageRow[]) => {
      stored = rows;
    },
    stream: () => stream!,
  };
}

describe('ChatPage', () => {
  test('labels the offline assistant, streams the answer progressively with the data it used, then shows the history', async () => {
    const t = setup();
    renderWithProviders(<ChatPage />, { transport: t.transport, route: '/?session=5' });
    expect(await screen.findByTestId('ai-mode')).toHaveTextContent('Asisten offline');
    expect(await screen.findByText('Sesi Asisten SDM')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Pertanyaan' }), 'sisa cuti saya');
    await userEvent.click(screen.getByTestId('ai-send'));
    await waitFor(() =>
      expect(t.request).toHaveBeenCalledWith(
        'POST',
        '/ai/x/session/5/chat',
        expect.objectContaining({ body: { content: 'sisa cuti saya' }, responseType: 'response' }),
      ),
    );

    act(() => {
      t.stream().push('meta', { mode: 'offline', label: 'Asisten offline' });
      t.stream().push('tool', {
        name: 'saldo_cuti',
        label: 'Saldo cuti tahunan',
        ok: true,
        summary: 'Sisa cuti 2026: 9 hari',
      });
      t.stream().push('token', { text: 'Sisa cuti tahunan Anda: ' });
    });
    const live = await screen.findByText(/Sisa cuti tahunan Anda:/);
    expect(live).not.toHaveTextContent('9 hari');
    expect(screen.getByTestId('ai-tools-used')).toHaveTextContent('Saldo cuti tahunan');
    expect(screen.getByTestId('ai-stop')).toBeInTheDocument();

    act(() => t.stream().push('token', { text: '**9 hari**.' }));
    expect(await screen.findByText('9 hari')).toBeInTheDocument();

    const tool = { name: 'saldo_cuti', label: 'Saldo cuti tahunan', ok: true, summary: 'Sisa cuti 2026: 9 hari' };
    t.store([
      message('1', 'user', 'sisa cuti saya'),
      message('2', 'assistant', 'Sisa cuti tahunan Anda: **9 hari**.', { tool_calls: [tool] }),
    ]);
    act(() => {
      t.stream().push('done', { message: message('2', 'assistant', 'Sisa cuti tahunan Anda: **9 hari**.') });
      t.stream().end();
    });
    await waitFor(() => expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument());
    const answers = screen.getAllByTestId('ai-message-assistant');
    expect(answers).toHaveLength(1);
    expect(within(answers[0]).getByText('9 hari').tagName).toBe('STRONG');
    expect(screen.getByTestId('ai-message-user')).toHaveTextContent('sisa cuti saya');
  });

  test('Hentikan stops a running answer and the stored part replaces it', async () => {
    const t = setup();
    renderWithProviders(<ChatPage />, { transport: t.transport, route: '/?session=5' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Pertanyaan' }), 'cerita panjang');
    await userEvent.click(screen.getByTestId('ai-send'));
    await waitFor(() => expect(t.request).toHaveBeenCalledWith('POST', '/ai/x/session/5/chat', expect.anything()));
    act(() => t.stream().push('token', { text: 'Pada suatu hari ' }));
    expect(await screen.findByText(/Pada suatu hari/)).toBeInTheDocument();

    t.store([
      message('1', 'user', 'cerita panjang'),
      message('2', 'assistant', 'Pada suatu hari\n\n_(Jawaban dihentikan)_'),
    ]);
    await userEvent.click(screen.getByTestId('ai-stop'));
    expect(await screen.findByText('(Jawaban dihentikan)')).toBeInTheDocument();
    expect(screen.getByTestId('ai-send')).toBeInTheDocument();
  });

  test('a provider failure shows its message as the answer and the chat stays usable', async () => {
    const t = setup();
    renderWithProviders(<ChatPage />, { transport: t.transport, route: '/?session=5' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Pertanyaan' }), 'halo');
    await userEvent.click(screen.getByTestId('ai-send'));
    await waitFor(() => expect(t.request).toHaveBeenCalledWith('POST', '/ai/x/session/5/chat', expect.anything()));
    const failure = 'Asisten AI tidak menjawab tepat waktu. Silakan coba lagi.';
    t.store([message('1', 'user', 'halo'), message('2', 'assistant', failure, { source: 'error' })]);
    act(() => {
      t.stream().push('error', { message: failure });
      t.stream().end();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    await waitFor(() => expect(screen.queryByTestId('ai-stop')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Pertanyaan' })).toBeEnabled();
  });
});
