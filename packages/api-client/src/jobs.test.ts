import { ApiError } from './api-error';
import { downloadJobResult, getJob, JobFailedError, jobResultPath, listJobs, pollJob, type Job } from './jobs';
import { fakeFetch } from './testing/fake-fetch';
import { clearSession, saveSession } from './token-store';
import { createTransport } from './transport';
import { queuedJob } from './testing/job-fixtures';

const NOW = 1_800_000_000_000;
const ID = '0a3fddf7-e72a-4c22-b7be-6b9972586ec3';

const job = (patch: Partial<Job>): Job => queuedJob(ID, patch);

/** Each poll gets the next answer (the last repeats): a job state, or an HTTP error. */
function setup(answers: Array<Partial<Job> | { httpStatus: number; body: unknown }>) {
  let i = 0;
  const fake = fakeFetch(() => {
    const next = answers[Math.min(i++, answers.length - 1)];
    return 'httpStatus' in next ? { status: next.httpStatus, body: next.body } : { body: { data: job(next) } };
  });
  return { fake, transport: createTransport({ fetch: fake.fetch, now: () => NOW }) };
}

beforeEach(() => {
  clearSession();
  saveSession({ access_token: 't', refresh_token: 'r', expires_in: 900 }, NOW);
});

describe('jobs client', () => {
  it('gets one job (unwrapping data) and lists own jobs with filters', async () => {
    const { fake, transport } = setup([{ status: 'running', progress: 40 }]);
    await expect(getJob(transport, ID)).resolves.toMatchObject({ id: ID, status: 'running', progress: 40 });
    await listJobs(transport, { name: 'pegawai.export', status: 'done', page: 2 });
    expect(fake.calls.map((c) => c.url)).toEqual([
      `/api/general/jobs/${ID}`,
      '/api/general/jobs?name=pegawai.export&status=done&page=2',
    ]);
    expect(fake.calls[0].headers.Authorization).toBe('Bearer t');
  });

  it('polls until done, reporting each change of progress once', async () => {
    const { fake, transport } = setup([
      { status: 'queued' },
      { status: 'queued' },
      { status: 'running', progress: 30, message: 'Membaca data pegawai' },
      { status: 'running', progress: 30, message: 'Membaca data pegawai' },
      { status: 'running', progress: 75 },
      {
        status: 'done',
        progress: 100,
        message: 'Selesai',
        result_url: `/api/general/jobs/${ID}/result`,
        result: { rows: 20000, file_name: 'data-pegawai.xlsx' },
      },
    ]);
    const seen: Array<[string, number]> = [];
    const done = await pollJob(transport, ID, { intervalMs: 1, onProgress: (j) => seen.push([j.status, j.progress]) });
    expect(done.status).toBe('done');
    expect(done.result).toEqual({ rows: 20000, file_name: 'data-pegawai.xlsx' });
    expect(seen).toEqual([
      ['queued', 0],
      ['running', 30],
      ['running', 75],
      ['done', 100],
    ]);
    expect(fake.calls).toHaveLength(6);
  });

  it('rejects with JobFailedError carrying the server text when the job failed', async () => {
    const { transport } = setup([
      { status: 'running', progress: 10 },
      { status: 'failed', progress: 10, error: 'Data pegawai tidak valid', message: 'Gagal' },
    ]);
    const failure = pollJob(transport, ID, { intervalMs: 1 });
    await expect(failure).rejects.toBeInstanceOf(JobFailedError);
    await expect(failure).rejects.toMatchObject({ message: 'Data pegawai tidak valid', job: { status: 'failed' } });
  });

  it('passes on a failed poll (404 for a job that is not the user’s) and stops when aborted', async () => {
    const missing = setup([{ httpStatus: 404, body: { message: 'Proses tidak ditemukan' } }]);
    await expect(pollJob(missing.transport, ID, { intervalMs: 1 })).rejects.toEqual(
      new ApiError(404, 'Proses tidak ditemukan'),
    );

    const { fake, transport } = setup([{ status: 'running', progress: 5 }]);
    const controller = new AbortController();
    const polling = pollJob(transport, ID, { intervalMs: 1000, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await expect(polling).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.calls).toHaveLength(1);
  });

  it('downloads the result file through the transport', async () => {
    const fake = fakeFetch(() => ({ body: 'PK-xlsx-bytes' }));
    const transport = createTransport({ fetch: fake.fetch, now: () => NOW });
    const finished = job({
      status: 'done',
      result_url: `/api/general/jobs/${ID}/result`,
      result: { file_name: 'data-pegawai-20260301-0900.xlsx' },
    });
    expect(jobResultPath(finished)).toBe(`/general/jobs/${ID}/result`);
    const { blob, fileName } = await downloadJobResult(transport, finished);
    expect(fileName).toBe('data-pegawai-20260301-0900.xlsx');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe('PK-xlsx-bytes'.length);
    expect(fake.calls[0].url).toBe(`/api/general/jobs/${ID}/result`);
    await expect(downloadJobResult(transport, job({}))).rejects.toThrow('belum memiliki file hasil');
  });
});
