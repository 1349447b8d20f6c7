import { readChatStream, STREAM_BROKEN, type StreamingResponse } from './chat-stream';

function bodyOf(pieces: string[]): StreamingResponse {
  const encoder = new TextEncoder();
  const queue = pieces.map((p) => encoder.encode(p));
  return {
    body: {
      getReader: () => ({ read: async () => (queue.length ? { done: false, value: queue.shift() } : { done: true }) }),
    },
  };
}

function handlers() {
  return { onMeta: jest.fn(), onToken: jest.fn(), onTool: jest.fn(), onDone: jest.fn(), onError: jest.fn() };
}

describe('readChatStream', () => {
  test('reads events split anywhere across chunks, in order', async () => {
    const h = handlers();
    const done = { id: '9', role: 'assistant', content: 'Halo dunia' };
    await readChatStream(
      bodyOf([
        'event: meta\ndata: {"mode":"offline","label":"Asisten offline"}\n\nevent: tok',
        'en\ndata: {"text":"Halo "}\n\n',
        'event: tool\ndata: {"name":"saldo_cuti","label":"Saldo cuti tahunan","ok":true,"summary":"s"}\n\n',
        'event: token\ndata: {"text":"dunia"}\n\nevent: done\ndata: ',
        JSON.stringify({ message: done }) + '\n\n',
      ]),
      h,
    );
    expect(h.onMeta).toHaveBeenCalledWith({ mode: 'offline', label: 'Asisten offline' });
    expect(h.onToken.mock.calls).toEqual([['Halo '], ['dunia']]);
    expect(h.onTool).toHaveBeenCalledWith(expect.objectContaining({ name: 'saldo_cuti', ok: true }));
    expect(h.onDone).toHaveBeenCalledWith(done);
    expect(h.onError).not.toHaveBeenCalled();
  });

  test("the server's error event is passed on; a stream cut short reports a broken connection", async () => {
    const failed = handlers();
    await readChatStream(
      bodyOf(['event: error\ndata: {"message":"Asisten AI tidak menjawab tepat waktu."}\n\n']),
      failed,
    );
    expect(failed.onError).toHaveBeenCalledWith('Asisten AI tidak menjawab tepat waktu.');

    const cut = handlers();
    await readChatStream(bodyOf(['event: token\ndata: {"text":"Sebagian"}\n\n', 'event: token\ndata: {rusak']), cut);
    expect(cut.onToken).toHaveBeenCalledWith('Sebagian');
    expect(cut.onError).toHaveBeenCalledWith(STREAM_BROKEN);
  });
});
