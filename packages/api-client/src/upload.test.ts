// Runs in jsdom, whose XMLHttpRequest really sends over HTTP to a local server (cross-origin, so the
// server answers CORS like a storage bucket would).
import { ApiError } from './api-error';
import { createProgressReporter, uploadPercent, uploadWithProgress } from './upload';
import { answeredPreflight, corsHeaders, startTestServer, type TestServer } from './testing/test-server';

describe('uploadPercent', () => {
  it('rounds to whole percents', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(2, 3)).toBe(67);
    expect(uploadPercent(1, 200)).toBe(1);
    expect(uploadPercent(1, 201)).toBe(0);
    expect(uploadPercent(199, 200)).toBe(100);
    expect(uploadPercent(995, 1000)).toBe(100);
    expect(uploadPercent(994, 1000)).toBe(99);
  });

  it('stays within 0..100 and is 0 while the total is unknown', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(150, 100)).toBe(100);
    expect(uploadPercent(-5, 100)).toBe(0);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(5, NaN)).toBe(0);
  });
});

describe('createProgressReporter', () => {
  it('reports each rounded percentage once, only forward', () => {
    const seen: number[] = [];
    const report = createProgressReporter((p) => seen.push(p));
    for (const loaded of [0, 1, 2, 333, 334, 500, 400, 1000, 1000]) report(loaded, 1000);
    expect(seen).toEqual([0, 33, 50, 100]);
  });
});

describe('uploadWithProgress (real XMLHttpRequest)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const cors = corsHeaders('PUT, POST', 'Content-Type, X-Upload-Token');
      if (answeredPreflight(req, res, cors)) return;
      if (req.url === '/denied') {
        res.writeHead(403, { ...cors, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Signature expired' }));
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          received: req.body.length,
          type: req.headers['content-type'],
          token: req.headers['x-upload-token'] ?? null,
        }),
      );
    });
  });
  afterAll(() => server.close());

  it('PUTs the body with headers and reports percentages that end at 100', async () => {
    const body = new Blob([new Uint8Array(256 * 1024)], { type: 'application/pdf' });
    const seen: number[] = [];
    const response = await uploadWithProgress({
      url: `${server.origin}/bucket/absen/delete/request/1/surat.pdf`,
      body,
      headers: { 'Content-Type': 'application/pdf', 'X-Upload-Token': 'abc' },
      onProgress: (p) => seen.push(p),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ received: 256 * 1024, type: 'application/pdf', token: 'abc' });
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/bucket/absen/delete/request/1/surat.pdf');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[seen.length - 1]).toBe(100);
  });

  it('POSTs when asked', async () => {
    await uploadWithProgress({ url: `${server.origin}/form`, method: 'POST', body: 'a=1' });
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/form')).toBe(true);
  });

  it('rejects a refused upload with the server message', async () => {
    const error = await uploadWithProgress({ url: `${server.origin}/denied`, body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Signature expired' });
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    // jsdom also logs the connection error to the console; it is the expected outcome here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(uploadWithProgress({ url: 'http://127.0.0.1:1/x', body: 'x' })).rejects.toMatchObject({ status: 0 });
    quiet.mockRestore();
  });

  it('aborts through the signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadWithProgress({ url: `${server.origin}/x`, body: 'x', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadWithProgress progress events', () => {
  // jsdom's XHR sends the body in one go and reports only 100 %; this stand-in emits the intermediate
  // events a browser emits for a slow upload.
  class SlowUploadXhr {
    static events: Array<{ loaded: number; total: number; lengthComputable: boolean }> = [];
    upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
    status = 0;
    statusText = '';
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    ontimeout?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send() {
      for (const event of SlowUploadXhr.events) this.upload.onprogress?.(event as ProgressEvent);
      this.upload.onload?.();
      this.status = 200;
      this.responseText = '{}';
      this.onload?.();
    }
  }
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = SlowUploadXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('turns byte counts into rounded, rising percentages and ignores events without a total', async () => {
    SlowUploadXhr.events = [
      { loaded: 0, total: 0, lengthComputable: false },
      { loaded: 1, total: 3, lengthComputable: true },
      { loaded: 1.01, total: 3, lengthComputable: true },
      { loaded: 2, total: 3, lengthComputable: true },
      { loaded: 2999, total: 3000, lengthComputable: true },
      { loaded: 3, total: 3, lengthComputable: true },
    ];
    const seen: number[] = [];
    await uploadWithProgress({ url: '/x', body: 'abc', onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([33, 34, 67, 100]);
  });
});
