// Storage calls: the request shapes of spec section 7 through the real transport, and the PUT to an
// upload address through jsdom's real XMLHttpRequest against a local server.
import { ApiError } from './api-error';
import {
  downloadFile,
  downloadFrom,
  fetchFileUrl,
  fileNameFromDisposition,
  recordUploadedFiles,
  requestStorageUrl,
  requestUploadUrl,
  uploadToAddress,
} from './files';
import { fakeFetch, type FakeCall } from './testing/fake-fetch';
import { answeredPreflight, corsHeaders, startTestServer, type TestServer } from './testing/test-server';
import { clearSession, saveSession } from './token-store';
import { createTransport } from './transport';

const NOW = Date.now();

beforeEach(() => {
  clearSession();
  saveSession({ access_token: 'tok', refresh_token: 'ref', expires_in: 900 }, NOW);
});

function transportAnswering(body: unknown) {
  const fake = fakeFetch(() => ({ body }));
  return { transport: createTransport({ fetch: fake.fetch, now: () => NOW }), calls: fake.calls };
}

const json = (call: FakeCall) => JSON.parse(String(call.body));

describe('requestUploadUrl', () => {
  it('POSTs store_get_url_upload with bucket, minutes 5 and path, the Captcha header and the bearer token', async () => {
    const { transport, calls } = transportAnswering({ data: '/api/storage/local/link/7/a.pdf?expires=1&signature=s' });
    const url = await requestUploadUrl(transport, { path: 'link/7/a.pdf', bucket: 'portal', captcha: 'solved' });
    expect(url).toBe('/api/storage/local/link/7/a.pdf?expires=1&signature=s');
    expect(calls[0]).toMatchObject({ url: '/api/storage', method: 'POST' });
    expect(calls[0].headers).toMatchObject({
      Captcha: 'solved',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(json(calls[0])).toEqual({
      action: 'store_get_url_upload',
      bucket: 'portal',
      minutes: 5,
      path: 'link/7/a.pdf',
    });
  });

  it('leaves the bucket out when none is given; attendance delete request paths too', async () => {
    const { transport, calls } = transportAnswering({ data: 'u' });
    await requestUploadUrl(transport, { path: 'absen/delete/request/3/foto.jpeg', captcha: 'c' });
    expect(json(calls[0])).toEqual({
      action: 'store_get_url_upload',
      minutes: 5,
      path: 'absen/delete/request/3/foto.jpeg',
    });
  });

  it('rejects with the server message and field errors', async () => {
    const fake = fakeFetch(() => ({
      status: 422,
      body: { message: 'Data yang dikirim tidak valid', errors: { captcha: ['Captcha wajib diisi'] } },
    }));
    const transport = createTransport({ fetch: fake.fetch, now: () => NOW });
    await expect(requestUploadUrl(transport, { path: 'link/1/a.pdf', captcha: '' })).rejects.toMatchObject({
      status: 422,
      errors: { captcha: ['Captcha wajib diisi'] },
    });
  });
});

describe('fetchFileUrl, requestStorageUrl, recordUploadedFiles', () => {
  it('GETs /storage/x/file with the location and returns data', async () => {
    const { transport, calls } = transportAnswering({ data: 'https://files/x?sig' });
    expect(await fetchFileUrl(transport, 'link/7/Surat Tugas.pdf')).toBe('https://files/x?sig');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/storage/x/file?location=link%2F7%2FSurat%20Tugas.pdf' });
  });

  it('POSTs the action and location; captcha only where the spec asks for it', async () => {
    const { transport, calls } = transportAnswering({ data: 'addr' });
    expect(await requestStorageUrl(transport, 'store_get_url_signed', 'link/7/a.pdf')).toBe('addr');
    expect(json(calls[0])).toEqual({ action: 'store_get_url_signed', location: 'link/7/a.pdf' });
    expect(calls[0].headers.Captcha).toBeUndefined();
    await requestStorageUrl(transport, 'store_get_url_temporary', 'link/7/a.pdf', 'solved');
    expect(calls[1].headers.Captcha).toBe('solved');
    await expect(requestStorageUrl(transport, 'store_get_url_storage_signed_upload', 'link/7/a.pdf')).rejects.toThrow(
      /captcha/,
    );
  });

  it('PUTs update_files with the paths and names', async () => {
    const { transport, calls } = transportAnswering({ message: 'File updated', data: [] });
    const answer = await recordUploadedFiles(transport, [{ path: 'link/7/a.pdf', name: 'A.pdf' }]);
    expect(answer.message).toBe('File updated');
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/storage' });
    expect(json(calls[0])).toEqual({ action: 'update_files', files: [{ path: 'link/7/a.pdf', name: 'A.pdf' }] });
  });
});

describe('downloadFile', () => {
  function transportWithFile(headers: Record<string, string>, status = 200) {
    const fetchImpl = async () => ({
      ok: status === 200,
      status,
      statusText: status === 200 ? 'OK' : 'Forbidden',
      text: async () => '',
      blob: async () => new Blob(['%PDF-1.4'], { type: headers['content-type'] }),
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    });
    return createTransport({ fetch: fetchImpl as unknown as typeof fetch, now: () => NOW });
  }

  it('returns the blob, the name from Content-Disposition, the type and the Location address', async () => {
    const file = await downloadFile(
      transportWithFile({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="Surat_Izin.pdf"; filename*=UTF-8''Surat%20Izin%20%C3%A9.pdf`,
        location: '/api/storage/local/link/7/a.pdf?sig',
      }),
      'link/7/a.pdf',
    );
    expect(file).toMatchObject({
      fileName: 'Surat Izin é.pdf',
      contentType: 'application/pdf',
      url: '/api/storage/local/link/7/a.pdf?sig',
    });
    expect(file.blob.size).toBe(8);
  });

  it('falls back to the last segment of the location', async () => {
    const file = await downloadFile(
      transportWithFile({ 'content-type': 'image/png; charset=binary' }),
      'absen/delete/request/3/foto.png',
    );
    expect(file).toMatchObject({ fileName: 'foto.png', contentType: 'image/png', url: null });
  });

  it('downloadFrom reads a module’s own file route the same way', async () => {
    const calls: string[] = [];
    const fetchImpl = async (url: string) => {
      calls.push(url);
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        text: async () => '',
        blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/pdf' : null) },
      };
    };
    const transport = createTransport({ fetch: fetchImpl as unknown as typeof fetch, now: () => NOW });
    const file = await downloadFrom(transport, '/general/link/7/x/file', 'link/7/Surat Tugas.pdf');
    expect(calls).toEqual(['/api/general/link/7/x/file?location=link%2F7%2FSurat%20Tugas.pdf']);
    expect(file).toMatchObject({ fileName: 'Surat Tugas.pdf', contentType: 'application/pdf', url: null });
  });

  it('rejects a refused download with ApiError carrying the status', async () => {
    await expect(downloadFile(transportWithFile({}, 403), 'x.pdf')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
  });

  it('parses both Content-Disposition forms', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".xlsx"')).toBe('a "b".xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.docx')).toBe('plain.docx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf`)).toBe('€ rates.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('uploadToAddress (real XMLHttpRequest)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const cors = corsHeaders('PUT', 'Content-Type');
      if (answeredPreflight(req, res, cors)) return;
      if (req.url.includes('expired')) {
        res.writeHead(403, { ...cors, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Alamat file sudah kedaluwarsa, minta alamat baru' }));
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'File uploaded',
          data: { size: req.body.length, type: req.headers['content-type'] },
        }),
      );
    });
  });
  afterAll(() => server.close());

  it('PUTs the file with its type and reports rounded percentages ending at 100', async () => {
    const file = new File([new Uint8Array(200 * 1024)], 'surat.pdf', { type: 'application/pdf' });
    const seen: number[] = [];
    const response = await uploadToAddress(
      `${server.origin}/api/storage/local/link/7/surat.pdf?max=1&expires=2&signature=s`,
      file,
      (p) => seen.push(p),
    );
    expect(JSON.parse(response.text).data).toEqual({ size: 200 * 1024, type: 'application/pdf' });
    expect(server.requests.find((r) => r.method === 'PUT')?.url).toBe(
      '/api/storage/local/link/7/surat.pdf?max=1&expires=2&signature=s',
    );
    expect(seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(seen[seen.length - 1]).toBe(100);
  });

  it('sends application/octet-stream for a file without a type, and rejects an expired address', async () => {
    await uploadToAddress(`${server.origin}/x`, new Blob(['abc']));
    expect(server.requests[server.requests.length - 1].headers['content-type']).toBe('application/octet-stream');
    const error = await uploadToAddress(`${server.origin}/expired`, new Blob(['abc'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Alamat file sudah kedaluwarsa, minta alamat baru' });
  });
});
