/**
 * @jest-environment node
 */
// Static option files over real HTTP: the URL next to /api, the bearer token, and [] on every failure.
import { sendJson, startTestServer, type TestServer } from './testing/test-server';
import { clearSession, saveSession } from './token-store';
import { createTransport } from './transport';
import { fetchOptions, optionFileUrl } from './options';
import { loginAnswer, testClient } from './testing/session-fixtures';

const client = testClient({ id: 1 });
const NOW = 1_800_000_000_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.headers.authorization !== 'Bearer tok') return sendJson(res, 401, { message: 'Unauthenticated.' });
    switch (req.url) {
      case '/options/agama.json':
        return sendJson(res, 200, [
          { id: 1, nama: 'Islam' },
          { id: 2, nama: 'Kristen Protestan', extra: true },
        ]);
      case '/options/jabatan.json':
        return sendJson(res, 500, { message: 'down' });
      case '/options/status.json':
        return sendJson(res, 200, { data: [{ id: 1, nama: 'Tetap' }] });
      case '/options/kantor.json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('[{"id":1,');
      default:
        return sendJson(res, 404, { message: 'Tidak ditemukan' });
    }
  });
});
afterAll(() => server.close());

beforeEach(() => {
  clearSession();
  saveSession(loginAnswer(client), NOW);
});

const transport = () => createTransport({ baseUrl: `${server.origin}/api`, now: () => NOW });

describe('fetchOptions', () => {
  it('reads /options/{name}.json beside the API with the access token, keeping only id and nama', async () => {
    await expect(fetchOptions(transport(), 'agama')).resolves.toEqual([
      { id: 1, nama: 'Islam' },
      { id: 2, nama: 'Kristen Protestan' },
    ]);
    const request = server.requests[server.requests.length - 1];
    expect(request.url).toBe('/options/agama.json');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('answers [] for a server error, a wrong shape, broken JSON, 401 and an unreachable host', async () => {
    await expect(fetchOptions(transport(), 'jabatan')).resolves.toEqual([]);
    await expect(fetchOptions(transport(), 'status')).resolves.toEqual([]);
    await expect(fetchOptions(transport(), 'kantor')).resolves.toEqual([]);
    clearSession();
    await expect(fetchOptions(transport(), 'agama')).resolves.toEqual([]);
    await expect(fetchOptions(createTransport({ baseUrl: 'http://127.0.0.1:1/api' }), 'agama')).resolves.toEqual([]);
  });

  it('builds the URL from the API base, or from an options host', () => {
    expect(optionFileUrl({ baseUrl: '/api' }, 'kantor')).toBe('/options/kantor.json');
    expect(optionFileUrl({ baseUrl: 'https://sdm.bank.co.id/api' }, 'kantor_kelas')).toBe(
      'https://sdm.bank.co.id/options/kantor_kelas.json',
    );
    expect(optionFileUrl({ baseUrl: '/api' }, 'status', 'https://static.bank.co.id/')).toBe(
      'https://static.bank.co.id/options/status.json',
    );
  });
});
