// The API of mf-pegawai's Storybook stories, answered by MSW (msw-storybook-addon reads
// `parameters.msw.handlers`): the paths the remote's transport calls (its base is /api, as in the
// portal), the server's answer shapes (packages/contracts) and texts (platform/errors.ts, the
// guard), a signed-in user and a background job
// followed as the server runs it (the realtime push, then GET /api/general/jobs/{id}).
// Never imported by the remote's own code.
import { delay, http, HttpResponse, sse, type HttpHandler } from 'msw';
import { setCurrentUser } from '@portal/api-client';
import { MESSAGES, ROLE } from '@portal/domain';
import type {
  BulkImportResult,
  JobQueuedAnswer,
  JobShowAnswer,
  JobView,
  Paged,
  SessionClient,
} from '@portal/contracts';

// ---- answers ----------------------------------------------------------------------------------------

/** platform/errors.ts: what a 500 says. */
export const SERVER_ERROR_TEXT = 'Terjadi kesalahan pada server';
/** platform/auth/guard.ts: what a 403 of the guard says. */
export const FORBIDDEN_TEXT = 'Anda tidak memiliki akses ke halaman ini';
/** platform/auth/guard.ts: a session that still has its default password is refused every other route. */
export const PASSWORD_HOLD_TEXT = MESSAGES.defaultPasswordHold;
/** platform/errors.ts: the message of every 422. */
export const VALIDATION_TEXT = 'Data yang dikirim tidak valid';

/** The address a call of the transport (base '/api') reaches: `api('/general/kantor')`. */
export const api = (path: string) => `/api${path}`;

/** Answers `body` as JSON after a short, visible wait. */
export const json =
  (body: unknown, ms = 300) =>
  async () => {
    await delay(ms);
    return HttpResponse.json(body as Record<string, unknown>);
  };

/** Never answers: the caller keeps waiting (spinners, 'Memuat…'). */
export const never = async () => {
  await delay('infinite');
};

/** An error answer `{ message }` with `status`, as every module answers one (HttpError). */
export const failing =
  (status: number, message: string, ms = 300) =>
  async () => {
    await delay(ms);
    return HttpResponse.json({ message }, { status });
  };

/** 500 with the server's text. */
export const serverError = failing(500, SERVER_ERROR_TEXT);

/** 403 of the guard: the caller lacks the role. */
export const forbidden = failing(403, FORBIDDEN_TEXT);

/** 403 of the guard to a session that has not changed its default password yet. */
export const passwordHold = failing(403, PASSWORD_HOLD_TEXT);

/** 422 with field texts, as `validationError(errors)` answers. */
export const invalid =
  (errors: Record<string, string[]>, ms = 500) =>
  async () => {
    await delay(ms);
    return HttpResponse.json({ message: VALIDATION_TEXT, errors }, { status: 422 });
  };

type Sortable<T> = Record<string, (row: T) => string | number | null>;

/**
 * One page of `rows` as the server pages a list (`toPaged`): `search` over `searchText(row)`
 * (case-insensitive), `sortby` / `sortbydesc` by the given columns, `page` and `per_page`.
 */
export function pageOf<T>(
  rows: readonly T[],
  url: URL,
  options: { searchText?: (row: T) => string; sort?: Sortable<T> } = {},
): Paged<T> {
  const q = url.searchParams;
  const search = (q.get('search') ?? '').trim().toLowerCase();
  let found =
    search && options.searchText
      ? rows.filter((r) => options.searchText!(r).toLowerCase().includes(search))
      : [...rows];
  const asc = q.get('sortby');
  const desc = q.get('sortbydesc');
  const key = asc ?? desc;
  const read = key ? options.sort?.[key] : undefined;
  if (read) {
    const value = (r: T) => read(r) ?? '';
    found = found.sort((a, b) => String(value(a)).localeCompare(String(value(b)), 'id', { numeric: true }));
    if (desc && !asc) found.reverse();
  }
  const page = Math.max(1, Number(q.get('page') ?? 1));
  const perPage = Math.max(1, Number(q.get('per_page') ?? 10));
  const data = found.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length ? (page - 1) * perPage + 1 : null,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total: found.length,
    last_page: Math.max(1, Math.ceil(found.length / perPage)),
  };
}

/** A list without rows (whatever was asked): `total` 0, `from` and `to` null. */
export const emptyList = async ({ request }: { request: Request }) => {
  await delay(300);
  return HttpResponse.json(pageOf([], new URL(request.url)));
};

// ---- the signed-in user ---------------------------------------------------------------------------

/** A signed-in user as GET /api/check answers it. */
export function sessionUser(name: string, nama: string, rolesId: number[], passwordDefault = false): SessionClient {
  return {
    id: 100 + rolesId.length,
    name,
    pegawai_id: 5,
    nama,
    rolesId,
    jabatan_id: 6,
    kantor_id: 21,
    jabatan_nama: 'Teller',
    kantor_nama: 'Kantor Kas Sudirman',
    photo: null,
    is_password_default: passwordDefault,
  };
}

/** An ordinary employee (role 10): reads offices and SOTK, edits nothing. */
export const pegawaiUser = sessionUser('ani', 'Ani Lestari', [ROLE.PEGAWAI]);
/** HR (roles 10 and 57): manages offices, positions and the employee register. */
export const adminSdmUser = sessionUser('sdm', 'Rina Admin SDM', [ROLE.PEGAWAI, ROLE.ADMIN_SDM]);
/** HR with the restricted role 8 as well: refused wherever a policy says "not 8" (the employee register). */
export const restrictedSdmUser = sessionUser('sdm8', 'Rudi Admin Terbatas', [
  ROLE.PEGAWAI,
  ROLE.ADMIN_SDM,
  ROLE.AKSES_TERBATAS,
]);
/** An account that is no employee (the outsourcing admin, without role 10): refused the office tree and SOTK. */
export const outsourcingAdminUser = sessionUser('os', 'Admin Outsourcing', [ROLE.ADMIN_OUTSOURCING]);
/** An employee who has not changed the default password yet: refused everything else until then. */
export const defaultPasswordUser = sessionUser('baru', 'Pegawai Baru', [ROLE.PEGAWAI], true);

/**
 * `beforeEach` of a story: signs in `parameters.user` (nobody without one) for the story and
 * signs out after it, so the user of one story never shows in the next.
 */
export function signInStoryUser({ parameters }: { parameters: { user?: SessionClient | null } }) {
  setCurrentUser(parameters.user ?? null);
  return () => setCurrentUser(null);
}

// ---- a background job ------------------------------------------------------------------------------

interface JobStep {
  /** Milliseconds after the upload was answered. */
  at: number;
  status: JobView['status'];
  progress: number;
  message: string;
  error?: string;
  result?: BulkImportResult;
}

/** packages/server/src/modules/jabatan/bulk-import.ts and platform/jobs/job-service.ts. */
const IMPORT_TEXTS = {
  queued: 'Data upload sementara di proses',
  waiting: 'Menunggu proses',
  running: 'Sedang diproses',
  reading: 'Memeriksa isi file',
  checked: (rows: number) => `${rows.toLocaleString('id-ID')} baris diperiksa`,
  invalid: 'Data upload tidak valid, tidak ada data yang disimpan',
  done: (rows: number) => `${rows.toLocaleString('id-ID')} baris berhasil diimpor`,
  failed: 'Gagal',
};

/** How an import job runs on the server: queued, running (5 %, 50 %), then done or failed with its report. */
function importSteps(rows: number, refused: BulkImportResult | null): JobStep[] {
  const steps: JobStep[] = [
    { at: 0, status: 'queued', progress: 0, message: IMPORT_TEXTS.waiting },
    { at: 700, status: 'running', progress: 0, message: IMPORT_TEXTS.running },
    { at: 1400, status: 'running', progress: 5, message: IMPORT_TEXTS.reading },
    { at: 2600, status: 'running', progress: 50, message: IMPORT_TEXTS.checked(rows) },
  ];
  steps.push(
    refused
      ? {
          at: 3800,
          status: 'failed',
          progress: 50,
          message: IMPORT_TEXTS.failed,
          error: IMPORT_TEXTS.invalid,
          result: refused,
        }
      : {
          at: 3800,
          status: 'done',
          progress: 100,
          message: IMPORT_TEXTS.done(rows),
          result: { imported: rows, errors: [] },
        },
  );
  return steps;
}

export interface ImportJobOptions {
  /** POST of the xlsx, e.g. JABATAN_IMPORT_PATH ('/sdm/pegawai/x/jabatan/x/store_excel'). */
  uploadPath: string;
  /** GET of the template file. */
  templatePath: string;
  /** The job's name (`jabatan.import`). */
  jobName: string;
  /** Data rows in the file. */
  rows: number;
  /** The job fails with this row report (the file is refused). */
  refused?: BulkImportResult;
}

/** What the realtime stream sends for a job (packages/server/src/platform/realtime/publish.ts JobEventData). */
interface JobPush {
  job_id: string;
  progress: number;
  status: string;
  message: string | null;
  result_url: string | null;
}
type PushEvents = { message: unknown; 'job.progress': JobPush; 'job.done': JobPush };
type PushClient = Parameters<Parameters<typeof sse<PushEvents>>[1]>[0]['client'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The server side of a bulk import: the upload answers a queued job (JobQueuedAnswer); the job
 * then runs through its steps, pushed on the realtime stream as `job.progress` / `job.done` (POST
 * /api/realtime/ticket, GET /api/realtime/stream) and readable at GET /api/general/jobs/{id} (the
 * page reads the finished job there, and polls it when no push arrives). Keyed for
 * `parameters.msw.handlers`, so a story replaces one of them.
 */
export function importJobApi(options: ImportJobOptions) {
  const jobs = new Map<string, { created: number; steps: JobStep[] }>();
  const streams = new Set<PushClient>();

  const view = (id: string): JobView | null => {
    const job = jobs.get(id);
    if (!job) return null;
    const elapsed = Date.now() - job.created;
    const step = job.steps.filter((s) => s.at <= elapsed).at(-1)!;
    const iso = (ms: number) => new Date(job.created + ms).toISOString();
    const ended = step.status === 'done' || step.status === 'failed';
    return {
      id,
      name: options.jobName,
      status: step.status,
      progress: step.progress,
      message: step.message,
      result_url: null,
      result: step.result ?? null,
      error: step.error ?? null,
      attempts: step.status === 'queued' ? 0 : 1,
      created_at: iso(0),
      started_at: step.status === 'queued' ? null : iso(job.steps[1].at),
      finished_at: ended ? iso(step.at) : null,
    };
  };

  const push = (id: string, step: JobStep) => {
    const ended = step.status === 'done' || step.status === 'failed';
    // realtime-hub.ts toJobPush: the message, else the error; no result file for an import.
    const data: JobPush = {
      job_id: id,
      progress: step.progress,
      status: step.status,
      message: step.message,
      result_url: null,
    };
    for (const stream of streams) stream.send({ event: ended ? 'job.done' : 'job.progress', data });
  };

  return {
    upload: http.post(api(options.uploadPath), async ({ request }) => {
      const bytes = (await request.arrayBuffer()).byteLength;
      await delay(1200); // the server storing the file and queueing the job: the bar says 'Finishing...'
      if (bytes === 0)
        return HttpResponse.json(
          { message: VALIDATION_TEXT, errors: { file: ['File upload wajib diisi'] } },
          { status: 422 },
        );
      const id = crypto.randomUUID();
      const steps = importSteps(options.rows, options.refused ?? null);
      jobs.set(id, { created: Date.now(), steps });
      for (const step of steps.slice(1)) setTimeout(() => push(id, step), step.at);
      return HttpResponse.json({ message: IMPORT_TEXTS.queued, data: { job_id: id } } satisfies JobQueuedAnswer);
    }),
    job: http.get(api('/general/jobs/:id'), async ({ params }) => {
      await delay(150);
      const job = view(String(params.id));
      return job
        ? HttpResponse.json({ data: job } satisfies JobShowAnswer)
        : HttpResponse.json({ message: 'Proses tidak ditemukan' }, { status: 404 });
    }),
    ticket: http.post(api('/realtime/ticket'), () => HttpResponse.json({ data: `story-${crypto.randomUUID()}` })),
    stream: sse<PushEvents>(api('/realtime/stream'), ({ client }) => {
      // realtime.routes.ts: the first bytes say the stream is registered.
      client.send({ retry: 5000 });
      streams.add(client);
    }),
    template: http.get(api(options.templatePath), async () => {
      await delay(400);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
        headers: {
          'content-type': XLSX_TYPE,
          'content-disposition': 'attachment; filename="template-jabatan-pegawai.xlsx"',
        },
      });
    }),
  } satisfies Record<string, HttpHandler>;
}
