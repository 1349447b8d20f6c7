// Authenticated uploads with progress: the transport's XMLHttpRequest path, against a real server.
import { MESSAGES } from '@portal/domain';
import { answeredPreflight, corsHeaders, sendJson, startTestServer, type TestServer } from './testing/test-server';
import { clearSession, readSession, saveSession } from './token-store';
import { createTransport } from './transport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const cors = corsHeaders('POST, PUT', 'Authorization, Accept, Captcha, X-Client-Id');
    if (answeredPreflight(req, res, cors)) return;
    if (req.headers.authorization !== 'Bearer tok') return sendJson(res, 401, { message: 'Unauthenticated.' }, cors);
    if (req.url.startsWith('/api/bad'))
      return sendJson(res, 422, { message: 'File wajib diisi', errors: { file: ['wajib'] } }, cors);
    return sendJson(
      res,
      200,
      { message: 'Data upload sementara di proses', type: req.headers['content-type'], size: req.body.length },
      cors,
    );
  });
});
afterAll(() => server.close());

const NOW = Date.now();
beforeEach(() => {
  clearSession();
  saveSession({ access_token: 'tok', refresh_token: 'ref', expires_in: 900 }, NOW);
});

describe('request with onUploadProgress', () => {
  it('sends multipart with the bearer token, reports progress and parses the JSON answer', async () => {
    const transport = createTransport({ baseUrl: `${server.origin}/api`, now: () => NOW });
    const seen: number[] = [];
    const file = new File([new Uint8Array(64 * 1024)], 'potongan.xlsx');
    const result = await transport.request<{ message: string; type: string; size: number }>(
      'POST',
      '/sdm/pegawai/x/potongan_gaji',
      {
        body: { event: 'store_excel', file },
        query: { tahun: 2026 },
        onUploadProgress: (p) => seen.push(p),
      },
    );
    expect(result.message).toBe('Data upload sementara di proses');
    expect(result.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.size).toBeGreaterThan(64 * 1024);
    expect(seen[seen.length - 1]).toBe(100);
    expect(server.requests.find((r) => r.method === 'POST')?.url).toBe('/api/sdm/pegawai/x/potongan_gaji?tahun=2026');
  });

  it('maps errors and 401 exactly like ordinary requests', async () => {
    const onSessionEnded = jest.fn();
    const transport = createTransport({ baseUrl: `${server.origin}/api`, now: () => NOW, onSessionEnded });
    await expect(
      transport.request('POST', '/bad', { body: { a: 1 }, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ status: 422, message: 'File wajib diisi', errors: { file: ['wajib'] } });

    saveSession({ access_token: 'revoked', refresh_token: 'ref', expires_in: 900 }, NOW);
    await expect(
      transport.request('POST', '/x', { body: { a: 1 }, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ status: 401, message: MESSAGES.sessionEnded });
    expect(readSession()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledWith(MESSAGES.sessionEnded);
  });
});
