// The upload-address flow in the browser widget: captcha solved from GET /captcha, the address from
// POST /storage (both through the fake transport), the PUT through jsdom's real XMLHttpRequest to a
// local server (slow to answer, so 'Finishing...' shows), then onRecord.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createHash, webcrypto } from 'node:crypto';
import { delay, startTestServer, type TestServer } from '@portal/api-client/testing';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { FileUploadList } from './FileUploadList';

// Real uploads to a local test server (one of them 10 MB): on a busy machine they take seconds.
jest.setTimeout(30_000);

const SALT = 'c0ffee?expires=1999999999&';
const challenge = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${SALT}4`).digest('hex'),
  salt: SALT,
  signature: 'sig',
  maxnumber: 20,
};

let server: TestServer;
beforeAll(async () => {
  // jsdom lacks SubtleCrypto, which the captcha solver uses in browsers.
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  server = await startTestServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'PUT',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    await delay(300); // the server storing and sniffing the file
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'File uploaded', data: { size: req.body.length } }));
  });
});
afterAll(() => server.close());

function setup(onRecord: jest.Mock) {
  const { transport, request } = fakeTransport({
    'GET /captcha': challenge,
    'POST /storage': (options: { body?: { path?: string } } | undefined) => ({
      data: `${server.origin}/api/storage/local/${encodeURI(options?.body?.path ?? '')}?signature=s`,
    }),
  });
  renderWithProviders(<FileUploadList pathFor={(name) => `link/7/${name}`} onRecord={onRecord} />, { transport });
  return { request };
}

const pdf = (name: string, bytes = 64 * 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('FileUploadList', () => {
  it('gets an address with a solved captcha, PUTs the bytes with progress and Finishing..., then records the file', async () => {
    // Recording (update_files) takes a moment: the bar stays at 100 % with 'Finishing...' meanwhile.
    const onRecord = jest.fn(() => delay(500));
    const { request } = setup(onRecord);
    fireEvent.change(screen.getByTestId('file-upload-input'), { target: { files: [pdf('Surat Tugas.pdf')] } });

    const progress = await screen.findByTestId('upload-progress', undefined, { timeout: 15_000 });
    expect(within(progress).getByText(/Surat Tugas\.pdf/)).toBeInTheDocument();
    expect(await within(progress).findByText('Finishing...', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(progress).getByText('100%')).toBeInTheDocument();

    await waitFor(
      () => expect(onRecord).toHaveBeenCalledWith({ path: 'link/7/Surat Tugas.pdf', name: 'Surat Tugas.pdf' }),
      { timeout: 15_000 },
    );
    expect(await screen.findByText('Berhasil diunggah', undefined, { timeout: 15_000 })).toBeInTheDocument();

    const [, , post] = request.mock.calls.find(([method, path]) => method === 'POST' && path === '/storage')!;
    expect(post?.body).toEqual({
      action: 'store_get_url_upload',
      bucket: undefined,
      minutes: 5,
      path: 'link/7/Surat Tugas.pdf',
    });
    const captcha = JSON.parse(Buffer.from(String(post?.captcha), 'base64').toString('utf8'));
    expect(captcha).toMatchObject({ number: 4, salt: SALT, signature: 'sig' });
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/storage/local/link/7/Surat%20Tugas.pdf?signature=s');
    expect(put.body.length).toBe(64 * 1024);
    expect(put.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a type or size the platform would refuse, without asking for an address, and shows a failed record', async () => {
    const onRecord = jest.fn(async () => {
      throw Object.assign(new Error('Data yang dikirim tidak valid'), { errors: {} });
    });
    const { request } = setup(onRecord);
    const big = pdf('besar.pdf', 10 * 1024 * 1024 + 1);
    const exe = new File(['MZ'], 'setup.exe');
    fireEvent.change(screen.getByTestId('file-upload-input'), { target: { files: [big, exe, pdf('gagal.pdf', 10)] } });

    expect(
      await screen.findByText('Ukuran file melebihi batas 10 MB', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Jenis file tidak diizinkan/)).toBeInTheDocument();
    // The third file goes the whole way (address, upload, record) before its record fails.
    expect(
      await screen.findByText('Data yang dikirim tidak valid', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(request.mock.calls.filter(([method]) => method === 'POST')).toHaveLength(1);
  });
});
