/**
 * @jest-environment node
 */
// Header rules, bodies and error mapping, checked on what a real server receives and answers.
import { MESSAGES } from '@portal/domain';
import { ApiError } from './api-error';
import { pendingRequestsAtom } from './request-activity';
import { currentUserAtom, portalStore, sessionTokenAtom } from './session-atoms';
import { sendJson, startTestServer, type TestServer } from './testing/test-server';
import { clearSession, readSession, saveSession } from './token-store';
import { createTransport, isPublicPath } from './transport';
import { loginAnswer, testClient } from './testing/session-fixtures';

const client = testClient({ rolesId: [10, 57] });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const [path] = req.url.split('?');
    switch (path) {
      case '/api/unauthorized':
        return sendJson(res, 401, { message: 'Unauthenticated.' });
      case '/api/login':
        return req.headers.captcha === 'bad'
          ? sendJson(res, 401, { message: 'Username atau password salah' })
          : sendJson(res, 200, { ok: true });
      case '/api/forbidden':
        return sendJson(res, 403, { message: 'Forbidden' });
      case '/api/validation':
        return sendJson(res, 422, { message: 'Data tidak valid', errors: { nama: ['Nama wajib diisi'] } });
      case '/api/unknown-event':
        return sendJson(res, 400, { message: MESSAGES.unsuccessfulEvent });
      case '/api/crash':
        res.writeHead(500, { 'Content-Type': 'text/html' });
        return res.end('<h1>oops</h1>');
      case '/api/gateway':
        res.writeHead(502, 'Bad Gateway');
        return res.end();
      case '/api/teapot':
        res.writeHead(418, 'I am a teapot');
        return res.end(JSON.stringify({ errors: {} }));
      case '/api/no-content':
        res.writeHead(204);
        return res.end();
      case '/api/plain':
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        return res.end('https://files.example/x.pdf');
      case '/api/slow':
        return setTimeout(() => sendJson(res, 200, {}), 500);
      default:
        return sendJson(res, 200, { echo: true });
    }
  });
});
afterAll(() => server.close());

const NOW = 1_800_000_000_000;
let onSessionEnded: jest.Mock;
let onForbidden: jest.Mock;
const api = () => createTransport({ baseUrl: `${server.origin}/api/`, now: () => NOW, onSessionEnded, onForbidden });
const lastRequest = () => server.requests[server.requests.length - 1];

beforeEach(() => {
  server.requests.length = 0;
  onSessionEnded = jest.fn();
  onForbidden = jest.fn();
  clearSession();
  saveSession(loginAnswer(client), NOW);
  portalStore.set(sessionTokenAtom, 'tok');
  portalStore.set(currentUserAtom, client);
});

describe('isPublicPath', () => {
  it('matches paths containing /login, /refresh or /reset', () => {
    for (const path of ['/login', '/refresh', '/reset', '/auth/login', '/reset?email=a', '/users/x/reset'])
      expect(isPublicPath(path)).toBe(true);
    for (const path of ['/logout', '/check', '/general/users', '/general/users/x/password_reset', '/items?next=/login'])
      expect(isPublicPath(path)).toBe(false);
  });
});

describe('calls on the wire (the top progress bar)', () => {
  it('counts a call while it is on the wire, also one that fails', async () => {
    const slow = api().request('GET', '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(portalStore.get(pendingRequestsAtom)).toBe(1);
    await slow;
    expect(portalStore.get(pendingRequestsAtom)).toBe(0);
    await expect(api().request('GET', '/validation')).rejects.toBeInstanceOf(ApiError);
    expect(portalStore.get(pendingRequestsAtom)).toBe(0);
  });
});

describe('headers', () => {
  it('sends the bearer token on ordinary paths, JSON Accept, and no credentials', async () => {
    await api().request('GET', '/check');
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/check' });
    expect(lastRequest().headers.authorization).toBe('Bearer tok');
    expect(lastRequest().headers.accept).toBe('application/json');
    expect(lastRequest().headers.cookie).toBeUndefined();
  });

  it.each(['/login', '/refresh', '/reset'])('sends no Authorization header on %s even when logged in', async (path) => {
    await api().request('POST', path, { body: { a: 1 } });
    expect(lastRequest().url).toBe(`/api${path}`);
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('adds Captcha and X-Client-Id for flagged calls only', async () => {
    await api().request('POST', '/general/storage', { captcha: 'solution-123', body: {} });
    expect(lastRequest().headers.captcha).toBe('solution-123');
    expect(lastRequest().headers['x-client-id']).toBe('42');

    await api().request('GET', '/general/storage');
    expect(lastRequest().headers.captcha).toBeUndefined();
    expect(lastRequest().headers['x-client-id']).toBeUndefined();
  });

  it('sends the captcha without a client id before anyone logged in', async () => {
    clearSession();
    await api().request('POST', '/login', { captcha: 'sol', body: { username: 'a', password: 'b' } });
    expect(lastRequest().headers.captcha).toBe('sol');
    expect(lastRequest().headers['x-client-id']).toBeUndefined();
  });

  it('lets callers add headers', async () => {
    await api().request('GET', '/x', { headers: { 'X-Trace': 't1' } });
    expect(lastRequest().headers['x-trace']).toBe('t1');
  });
});

describe('bodies and queries', () => {
  it('sends plain data as JSON and serialises the query', async () => {
    await api().request('POST', '/sdm/izin', {
      body: { event: 'store_request', ids: [1, 2] },
      query: { page: 2, kantor_id: [3, 4] },
    });
    expect(lastRequest().url).toBe('/api/sdm/izin?page=2&kantor_id[]=3&kantor_id[]=4');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body.toString())).toEqual({ event: 'store_request', ids: [1, 2] });
  });

  it('sends FormData, and data holding files, as multipart with bracket names', async () => {
    const file = new File(['isi berkas'], 'surat.pdf', { type: 'application/pdf' });
    await api().request('POST', '/sdm/diklat/event', {
      body: { event: 'store_file', meta: { tahun: 2026 }, files: [file] },
    });
    const received = lastRequest();
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = received.body.toString();
    expect(text).toContain('name="event"\r\n\r\nstore_file');
    expect(text).toContain('name="meta[tahun]"\r\n\r\n2026');
    expect(text).toContain('name="files[0]"; filename="surat.pdf"');
    expect(text).toContain('isi berkas');

    const form = new FormData();
    form.append('a', 'b');
    await api().request('POST', '/x', { body: form });
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('reads empty, JSON, text and blob answers', async () => {
    await expect(api().request('DELETE', '/no-content')).resolves.toBeUndefined();
    await expect(api().request('GET', '/x')).resolves.toEqual({ echo: true });
    await expect(api().request('GET', '/plain')).resolves.toBe('https://files.example/x.pdf');
    const blob = await api().request<Blob>('GET', '/plain', { responseType: 'blob' });
    expect(await blob.text()).toBe('https://files.example/x.pdf');
    const response = await api().request<Response>('GET', '/plain', { responseType: 'response' });
    expect(response.headers.get('content-type')).toBe('text/plain');
  });
});

describe('401 and 403', () => {
  it('ends the session on 401: clears storage and atoms, tells the shell once', async () => {
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => api().request('GET', '/unauthorized')));
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: MESSAGES.sessionEnded });
    }
    expect(readSession()).toBeNull();
    expect(portalStore.get(sessionTokenAtom)).toBeNull();
    expect(portalStore.get(currentUserAtom)).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('Sesi berakhir, silahkan login kembali');
  });

  it('treats a 401 from /login as a refused sign-in, not as a session end', async () => {
    await expect(api().request('POST', '/login', { captcha: 'bad' })).rejects.toMatchObject({
      status: 401,
      message: 'Username atau password salah',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });

  it('calls onForbidden on 403 and rejects with the server message, keeping the session', async () => {
    const error = await api()
      .request('GET', '/forbidden')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(onForbidden).toHaveBeenCalledWith(error);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });
});

describe('error mapping', () => {
  it('keeps the server message and field errors', async () => {
    await expect(api().request('POST', '/validation', { body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Data tidak valid',
      errors: { nama: ['Nama wajib diisi'] },
    });
    await expect(api().request('GET', '/unknown-event')).rejects.toMatchObject({
      status: 400,
      message: 'Unsuccessful Event',
    });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('falls back to the status text when the body is not an error body', async () => {
    await expect(api().request('GET', '/crash')).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
      errors: undefined,
    });
    await expect(api().request('GET', '/gateway')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    await expect(api().request('GET', '/teapot')).rejects.toMatchObject({ status: 418, message: 'I am a teapot' });
  });

  it("says 'Something went wrong' when there is neither body nor status text", async () => {
    const fakeFetch = (async () => ({
      ok: false,
      status: 500,
      statusText: '',
      text: async () => '',
    })) as unknown as typeof fetch;
    const transport = createTransport({ baseUrl: `${server.origin}/api`, fetch: fakeFetch, now: () => NOW });
    await expect(transport.request('GET', '/x')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
  });

  it('maps an unreachable server to status 0', async () => {
    const transport = createTransport({ baseUrl: 'http://127.0.0.1:1/api', now: () => NOW });
    await expect(transport.request('GET', '/x')).rejects.toMatchObject({ status: 0, message: 'Something went wrong' });
  });

  it('lets an abort through as an AbortError', async () => {
    const controller = new AbortController();
    const pending = api().request('GET', '/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
