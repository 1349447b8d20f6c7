// What mf-absen's Storybook stories share (never imported by the remote's own code): small helpers
// answering the API through MSW, the signed-in user and the browser position a story asks for, demo
// rows in the shapes of @portal/contracts, and small play helpers in plain DOM (no testing library in
// the browser bundle).
//
// API answers: MSW handlers (`http.get('/api/…', resolver)` from 'msw') in the story's
// `parameters.msw.handlers`, answered by the Storybook's service worker (msw-storybook-addon's
// `mswLoader`, packages/design-system/.storybook/preview.tsx). The components make their real requests
// through the transport (`/api`), XMLHttpRequest uploads included; a request no handler answers goes to
// the network. The answers are the server's (paths below /api, statuses, `{ message, errors }` bodies
// of packages/server/src/platform/errors.ts). A story's handlers replace its meta's (Storybook merges
// no arrays), so a story changing one answer lists the meta's after its own (the first match answers).
import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { setCurrentUser } from '@portal/api-client';
import { portalToday, ROLE } from '@portal/domain';
import type {
  AbsenErrorRow,
  AbsenRegisterKey,
  AbsenRegisterRow,
  AbsenRow,
  ApprovalHistoryView,
  ApprovalStepView,
  CovidPivotRow,
  CovidStatus,
  IzinDetail,
  Paged,
  PegawaiOption,
  SessionClient,
} from '@portal/contracts';

// ---- the API --------------------------------------------------------------------------------------

/**
 * A resolver of an MSW handler (`http.get('/api/…', resolver)` in a story's `parameters.msw.handlers`);
 * its `params` are the `:name` segments of the handler's path.
 */
export type Resolver = HttpResponseResolver;

/** Where the browser is, as navigator.geolocation will answer: a position, an error code, or never. */
export type GeoAnswer =
  { latitude: number; longitude: number; accuracy?: number; mocked?: boolean } | { error: 1 | 2 | 3 } | 'pending';

/** What a story may set in `parameters` (read by the design system's `withStoryApi`, `portalSession` and MSW's loader). */
export interface PortalStoryParameters {
  /** The MSW handlers answering the story's API calls; a call none answers goes to the network. */
  msw?: { handlers?: RequestHandler[] };
  /** The signed-in user (default: none). */
  user?: SessionClient | null;
  /** navigator.geolocation's answer (default: the browser's own). */
  geolocation?: GeoAnswer;
  /** The address the router starts at: list state (page, search, filters) lives in the query string. */
  route?: string;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The usual time the server takes, so a story shows its loading state for a moment. */
export const LATENCY_MS = 400;

/** The server's error shape `{ message, errors? }` (packages/server/src/platform/errors.ts). */
export function failure(status: number, message: string, errors?: Record<string, string[]>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** The server's texts the stories answer with (packages/server/src/…). */
export const SERVER_TEXTS = {
  forbidden: 'Anda tidak memiliki akses ke halaman ini',
  validation: 'Data yang dikirim tidak valid',
  serverError: 'Terjadi kesalahan pada server',
} as const;

/** The query of a request an MSW resolver answers. */
export const queryOf = (request: Request) => new URL(request.url).searchParams;

/** Answers a JSON body (status 200 unless told) after the usual latency. */
export function json(body: unknown, { status = 200, delayMs = LATENCY_MS } = {}): Resolver {
  return async () => {
    await delay(delayMs);
    return HttpResponse.json(body as never, { status });
  };
}

/** A call the server never answers: the component stays in its loading state. */
export const never: Resolver = async () => {
  await delay('infinite');
};

/** Answers `failure(status, message, errors)` after the usual latency. */
export function refusedWith(status: number, message: string, errors?: Record<string, string[]>): Resolver {
  return async () => {
    await delay(LATENCY_MS);
    return failure(status, message, errors);
  };
}

/** 500 as the server's error handler answers an unexpected failure. */
export const serverError = refusedWith(500, SERVER_TEXTS.serverError);

/** 403 of the server's guard (platform/auth/guard.ts): the caller lacks the role. */
export const forbidden = refusedWith(403, SERVER_TEXTS.forbidden);

/** 422 with per-field texts, as validationError() answers. */
export function invalid(errors: Record<string, string[]>, message: string = SERVER_TEXTS.validation): Resolver {
  return refusedWith(422, message, errors);
}

/** A list answer as the server pages it: `{ data, current_page, per_page, from, to, total, last_page }`. */
export function paged<T>(rows: T[], page = 1, perPage = 10, total = rows.length): Paged<T> {
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One page of `rows` for the request's `page`, `per_page` and `search` (on the given text keys). */
export function pageOf<T>(rows: T[], query: URLSearchParams, searchOf: (row: T) => string = () => ''): Paged<T> {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const perPage = Math.max(1, Number(query.get('per_page') ?? 10));
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const found = search ? rows.filter((row) => searchOf(row).toLowerCase().includes(search)) : rows;
  return paged(found.slice((page - 1) * perPage, page * perPage), page, perPage, found.length);
}

/** A paged list resolver over fixed rows, with search on `searchOf`. */
export function pagedList<T>(rows: T[], searchOf?: (row: T) => string): Resolver {
  return async ({ request }) => {
    await delay(LATENCY_MS);
    return HttpResponse.json(pageOf(rows, queryOf(request), searchOf) as never);
  };
}

// ---- the session and the browser ------------------------------------------------------------------

const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

/** Replaces navigator.geolocation with one that answers `answer` after a moment (each time it is asked). */
function installGeolocation(answer: GeoAnswer | undefined): void {
  if (answer === undefined) {
    // Back to the browser's own (the prototype's getter) unless this page had an own one.
    if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
    else delete (navigator as unknown as Record<string, unknown>).geolocation;
    return;
  }
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'pending') return;
    setTimeout(() => {
      if ('error' in answer) {
        fail?.({
          code: answer.error,
          message: 'story',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
        return;
      }
      const coords = {
        latitude: answer.latitude,
        longitude: answer.longitude,
        accuracy: answer.accuracy ?? 15,
        ...(answer.mocked ? { mocked: true } : {}),
      };
      ok({ coords, timestamp: Date.now() } as unknown as GeolocationPosition);
    }, 700);
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
}

/**
 * Loader: signs in `parameters.user` (or no one) and fakes the position of `parameters.geolocation`
 * before the story renders. Both are set for every story, so nothing carries over to the next one.
 */
export async function portalSession(context: { parameters: PortalStoryParameters }): Promise<Record<string, never>> {
  setCurrentUser(context.parameters.user ?? null);
  installGeolocation(context.parameters.geolocation);
  return {};
}

const session = (patch: Partial<SessionClient>): SessionClient => ({
  id: 9,
  name: 'ani.lestari',
  pegawai_id: 3,
  nama: 'Ani Lestari',
  rolesId: [ROLE.PEGAWAI],
  jabatan_id: 12,
  kantor_id: 4,
  jabatan_nama: 'Teller',
  kantor_nama: 'KC Bandung',
  photo: null,
  is_password_default: false,
  ...patch,
});

/** An employee (role Pegawai): checks in, sees own rows. */
export const pegawaiUser = session({});

/** The attendance admin (role Admin Absensi, also an employee): everyone's rows, registers, holidays. */
export const adminAbsensiUser = session({
  id: 2,
  name: 'rina.admin',
  pegawai_id: 21,
  nama: 'Rina Marlina',
  rolesId: [ROLE.PEGAWAI, ROLE.ADMIN_ABSENSI],
  jabatan_id: 30,
  kantor_id: 1,
  jabatan_nama: 'Staf SDM',
  kantor_nama: 'Kantor Pusat',
});

// ---- play helpers ---------------------------------------------------------------------------------

type PlayContext = { canvasElement: HTMLElement };

/**
 * The first element matching `selector` once it is shown. Searches the whole document: dialogs and
 * toasts are portalled outside the story's canvas.
 */
export async function shown<E extends Element = HTMLElement>(
  canvas: HTMLElement,
  selector: string,
  timeoutMs = 10_000,
): Promise<E> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const element = canvas.ownerDocument.querySelector<E>(selector);
    if (element) return element;
    if (Date.now() > deadline) throw new Error(`${selector} not shown within ${timeoutMs} ms`);
    await wait(50);
  }
}

/** Clicks `selector` once it is shown and enabled. */
export async function clickWhenShown(canvas: HTMLElement, selector: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const element = await shown<HTMLElement>(canvas, selector, timeoutMs);
    if (!(element as HTMLButtonElement).disabled) return element.click();
    if (Date.now() > deadline) throw new Error(`${selector} still disabled after ${timeoutMs} ms`);
    await wait(50);
  }
}

/** Clicks the button labelled `label` inside `container` (e.g. the confirm dialog) once it is shown. */
export async function clickButton(canvas: HTMLElement, container: string, label: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const button = Array.from(canvas.ownerDocument.querySelectorAll<HTMLButtonElement>(`${container} button`)).find(
      (b) => b.textContent?.trim() === label && !b.disabled,
    );
    if (button) return button.click();
    if (Date.now() > deadline) throw new Error(`'${label}' not shown in ${container} within ${timeoutMs} ms`);
    await wait(50);
  }
}

/** Clicks `selector`, then confirms the dialog that asks first with its `label` button. */
export function clicksAndConfirms(selector: string, label: string) {
  return async ({ canvasElement }: PlayContext) => {
    await clickWhenShown(canvasElement, selector);
    await clickButton(canvasElement, '[role="alertdialog"]', label);
  };
}

/** Sets a select's, input's or textarea's value the way typing or choosing does (React sees the event). */
export async function setValue(canvas: HTMLElement, selector: string, value: string): Promise<void> {
  const element = await shown<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(canvas, selector);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await wait(30);
}

/** Picks an ISO date in the DatePicker named `name` (its year, month and day selects). */
export async function pickDate(canvas: HTMLElement, name: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  const group = `[data-name="${name}"]`;
  await setValue(canvas, `${group} select[aria-label="Tahun"]`, String(year));
  await setValue(canvas, `${group} select[aria-label="Bulan"]`, String(month));
  await setValue(canvas, `${group} select[aria-label="Tanggal"]`, String(day));
}

/** A play function that clicks `selector` (e.g. a form's submit button). */
export function clicks(selector: string) {
  return ({ canvasElement }: PlayContext) => clickWhenShown(canvasElement, selector);
}

// ---- dates ----------------------------------------------------------------------------------------

/** Today in Asia/Jakarta (YYYY-MM-DD), as the server counts days. */
export const today = portalToday();

/** `days` before or after an ISO date. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'HH:mm' Asia/Jakarta on an ISO date as an ISO timestamp (WIB is UTC+7, no daylight saving). */
export function wib(iso: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCHours(h - 7, m);
  return date.toISOString();
}

// ---- attendance rows ------------------------------------------------------------------------------

export const KANTOR_BANDUNG = { id: 4, nama: 'KC Bandung', latitude: -6.9215, longitude: 107.6071, radius_m: 100 };

const PEGAWAI = [
  { id: 3, nama: 'Ani Lestari', npp: '19870412', jabatan: 'Teller', kantor: KANTOR_BANDUNG },
  { id: 5, nama: 'Budi Santoso', npp: '19850211', jabatan: 'Customer Service', kantor: KANTOR_BANDUNG },
  { id: 7, nama: 'Dewi Kusuma', npp: '19900907', jabatan: 'Analis Kredit', kantor: KANTOR_BANDUNG },
  { id: 8, nama: 'Agus Wijaya', npp: '19820330', jabatan: 'Kepala Cabang', kantor: KANTOR_BANDUNG },
  { id: 11, nama: 'Sri Rahayu', npp: '19930115', jabatan: 'Teller', kantor: { id: 6, nama: 'KCP Dago' } },
  { id: 12, nama: 'Joko Pratama', npp: '19880722', jabatan: 'Staf Operasional', kantor: { id: 6, nama: 'KCP Dago' } },
] as const;

export const employees = PEGAWAI;

/** One check event as the daily list shows it. */
export function absenRow(i: number, patch: Partial<AbsenRow> = {}): AbsenRow {
  const p = PEGAWAI[i % PEGAWAI.length];
  const tanggal = patch.tanggal ?? addDays(today, -Math.floor(i / (PEGAWAI.length * 2)));
  const jenis = i % 2 === 0 ? 'masuk' : 'pulang';
  const minute = (i * 7) % 50;
  return {
    id: String(1000 + i),
    pegawai_id: p.id,
    pegawai_nama: p.nama,
    npp: p.npp,
    jabatan_nama: p.jabatan,
    kantor_id: p.kantor.id,
    kantor_nama: p.kantor.nama,
    lokasi_temporer_nama: null,
    tanggal,
    waktu: wib(
      tanggal,
      jenis === 'masuk' ? `07:${String(minute).padStart(2, '0')}` : `17:${String(minute).padStart(2, '0')}`,
    ),
    jenis,
    latitude: -6.9216,
    longitude: 107.6072,
    accuracy_m: 12,
    mocked: false,
    sumber: 'kantor',
    ...patch,
  };
}

/** A few days of every employee's checks, with a temporary location, a dispensation and a faked position. */
export const absenRows: AbsenRow[] = Array.from({ length: 36 }, (_, i) => {
  if (i === 4)
    return absenRow(i, {
      kantor_id: null,
      kantor_nama: null,
      lokasi_temporer_nama: 'Hotel Savoy Homann',
      sumber: 'temporer',
    });
  if (i === 9)
    return absenRow(i, {
      kantor_id: null,
      kantor_nama: null,
      latitude: null,
      longitude: null,
      accuracy_m: null,
      sumber: 'dispensasi',
    });
  if (i === 14) return absenRow(i, { mocked: true });
  return absenRow(i);
});

/** The server's refusal texts (packages/server/src/modules/absen/absen.messages.ts). */
export const REFUSAL = {
  outsideOffice: 'Anda berada 1,2 km dari kantor terdekat (KC Bandung); radius 100 m',
  outsideTemporer: 'Anda berada 5,0 km dari lokasi temporer (Hotel Savoy Homann); radius 200 m',
  noLocation: 'Lokasi Anda tidak diketahui; izinkan akses lokasi pada peramban',
  inaccurate: 'Akurasi lokasi Anda ±350 m lebih kasar dari radius KC Bandung (100 m); aktifkan GPS lalu coba lagi',
  noOffice: 'Anda belum terdaftar pada kantor',
} as const;

/** One refused check-in (event=error). */
export function absenErrorRow(i: number, patch: Partial<AbsenErrorRow> = {}): AbsenErrorRow {
  const p = PEGAWAI[i % PEGAWAI.length];
  const tanggal = patch.tanggal ?? addDays(today, -Math.floor(i / 3));
  return {
    id: String(500 + i),
    pegawai_id: p.id,
    pegawai_nama: p.nama,
    npp: p.npp,
    kantor_nama: p.kantor.nama,
    tanggal,
    waktu: wib(tanggal, `07:${String(10 + i).padStart(2, '0')}`),
    jenis: i % 4 === 3 ? 'pulang' : 'masuk',
    latitude: -6.9323,
    longitude: 107.6071,
    accuracy_m: 18,
    mocked: false,
    messages: [REFUSAL.outsideOffice],
    ...patch,
  };
}

export const absenErrorRows: AbsenErrorRow[] = [
  absenErrorRow(0),
  absenErrorRow(1, { messages: [REFUSAL.outsideOffice, REFUSAL.outsideTemporer] }),
  absenErrorRow(2, { mocked: true, messages: [REFUSAL.outsideOffice] }),
  absenErrorRow(3, { latitude: null, longitude: null, accuracy_m: null, messages: [REFUSAL.noLocation] }),
  absenErrorRow(4, { accuracy_m: 350, latitude: -6.9217, longitude: 107.6072, messages: [REFUSAL.inaccurate] }),
  absenErrorRow(5),
  absenErrorRow(6, { pegawai_id: 3, pegawai_nama: 'Ani Lestari', npp: '19870412' }),
  absenErrorRow(7, { mocked: true, pegawai_id: 3, pegawai_nama: 'Ani Lestari', npp: '19870412' }),
];

// ---- leave (izin) ---------------------------------------------------------------------------------

const APPROVERS = {
  atasan: [{ user_id: 8, name: 'Agus Wijaya' }],
  sdm: [
    { user_id: 2, name: 'Rina Marlina' },
    { user_id: 4, name: 'Hendra Saputra' },
  ],
};

const entry = (
  id: number,
  action: ApprovalHistoryView['action'],
  to: ApprovalHistoryView['to_status'],
  from: ApprovalHistoryView['from_status'],
  actor: string | null,
  at: string,
  note: string | null = null,
  stepNo: number | null = null,
): ApprovalHistoryView => ({
  id,
  action,
  step_no: stepNo,
  actor_user_id: actor ? id : null,
  actor_name: actor,
  from_status: from,
  to_status: to,
  note,
  created_at: at,
});

const step = (
  stepNo: number,
  status: ApprovalStepView['status'],
  decided: { by: string; at: string; note?: string } | null = null,
): ApprovalStepView => ({
  step_no: stepNo,
  label: stepNo === 1 ? 'Atasan Langsung' : 'Admin SDM',
  status,
  approvers: stepNo === 1 ? APPROVERS.atasan : APPROVERS.sdm,
  decided_by: decided ? (stepNo === 1 ? 8 : 2) : null,
  decided_by_name: decided?.by ?? null,
  decided_at: decided?.at ?? null,
  note: decided?.note ?? null,
});

const CREATED = entry(1, 'create', 'draft', null, 'Ani Lestari', '2026-11-16T02:05:00.000Z');
const REQUESTED = entry(2, 'request', 'menunggu', 'draft', 'Ani Lestari', '2026-11-16T02:07:00.000Z');
const APPROVED_1 = entry(
  3,
  'approve',
  'menunggu',
  'menunggu',
  'Agus Wijaya',
  '2026-11-16T04:30:00.000Z',
  'Silakan, pekerjaan sudah diserahkan ke Budi.',
  1,
);

/** The approval part of a leave at each point of its life (ADR 0011). */
export const approvals = {
  draft: {
    status: 'draft',
    status_label: 'Draft',
    current_step: null,
    is_myturn: false,
    allowed_actions: ['request', 'cancel'],
    steps: [step(1, 'antri'), step(2, 'antri')],
    history: [CREATED],
  },
  waitingAtasan: {
    status: 'menunggu',
    status_label: 'Menunggu Persetujuan',
    current_step: 1,
    is_myturn: true,
    allowed_actions: ['approve', 'reject'],
    steps: [step(1, 'terbuka'), step(2, 'antri')],
    history: [CREATED, REQUESTED],
  },
  waitingSdm: {
    status: 'menunggu',
    status_label: 'Menunggu Persetujuan',
    current_step: 2,
    is_myturn: true,
    allowed_actions: ['approve', 'reject'],
    steps: [
      step(1, 'disetujui', { by: 'Agus Wijaya', at: APPROVED_1.created_at, note: APPROVED_1.note ?? undefined }),
      step(2, 'terbuka'),
    ],
    history: [CREATED, REQUESTED, APPROVED_1],
  },
  approved: {
    status: 'disetujui',
    status_label: 'Disetujui',
    current_step: null,
    is_myturn: false,
    allowed_actions: ['reverse'],
    steps: [
      step(1, 'disetujui', { by: 'Agus Wijaya', at: APPROVED_1.created_at }),
      step(2, 'disetujui', { by: 'Rina Marlina', at: '2026-11-17T01:12:00.000Z' }),
    ],
    history: [
      CREATED,
      REQUESTED,
      APPROVED_1,
      entry(4, 'approve', 'disetujui', 'menunggu', 'Rina Marlina', '2026-11-17T01:12:00.000Z', null, 2),
    ],
  },
  rejected: {
    status: 'ditolak',
    status_label: 'Ditolak',
    current_step: null,
    is_myturn: false,
    allowed_actions: [],
    steps: [step(1, 'ditolak', { by: 'Agus Wijaya', at: '2026-11-16T04:30:00.000Z' }), step(2, 'antri')],
    history: [
      CREATED,
      REQUESTED,
      entry(
        3,
        'reject',
        'ditolak',
        'menunggu',
        'Agus Wijaya',
        '2026-11-16T04:30:00.000Z',
        'Akhir bulan ada audit cabang; mohon ajukan untuk pekan berikutnya.',
        1,
      ),
    ],
  },
  canceled: {
    status: 'dibatalkan',
    status_label: 'Dibatalkan',
    current_step: null,
    is_myturn: false,
    allowed_actions: [],
    steps: [step(1, 'antri'), step(2, 'antri')],
    history: [
      CREATED,
      REQUESTED,
      entry(
        3,
        'cancel',
        'dibatalkan',
        'menunggu',
        'Ani Lestari',
        '2026-11-16T03:00:00.000Z',
        'Acara keluarga ditunda.',
      ),
    ],
  },
} satisfies Record<string, IzinDetail['approval']>;

/** A leave request as GET ?event=index_show_by_token answers it. */
export function izinDetail(patch: Partial<IzinDetail> = {}): IzinDetail {
  const approval = patch.approval ?? approvals.waitingAtasan;
  return {
    id: 7,
    token: 'c2c1b3f0-izin-7',
    pegawai_id: 3,
    pegawai_nama: 'Ani Lestari',
    pegawai_npp: '19870412',
    kantor_nama: 'KC Bandung',
    jenis_id: 5,
    jenis_nama: 'Cuti Tahunan',
    tanggal_mulai: '2026-12-07',
    tanggal_selesai: '2026-12-09',
    hari: 3,
    alasan: 'Menghadiri pernikahan adik di Yogyakarta',
    status: approval.status,
    status_label: approval.status_label,
    is_myturn: approval.is_myturn,
    attachments_count: 0,
    created_at: '2026-11-16T02:05:00.000Z',
    attachments: [],
    can_delete: approval.status === 'draft',
    can_edit_attachments: approval.status === 'draft',
    approval,
    ...patch,
  };
}

/** A stored file as record pages show it (the bytes come from its signed `location`). */
export function storedFile(id: number, name: string, contentType = 'application/pdf', size = 182_400) {
  return {
    id,
    name,
    content_type: contentType,
    size,
    location: `izin/7/${name}`,
    created_at: '2026-11-16T02:06:00.000Z',
  };
}

// ---- files ----------------------------------------------------------------------------------------

/** A one-page PDF saying `text`, for the file viewers (GET /storage?location=… answers its bytes). */
export function pdfFile(text: string): Blob {
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new Blob([out], { type: 'application/pdf' });
}

/** GET /storage?location=…: the file's bytes with its name, as the storage module answers a download. */
export const storageDownload: Resolver = async ({ request }) => {
  await delay(LATENCY_MS);
  const location = queryOf(request).get('location') ?? 'file.pdf';
  const name = location.slice(location.lastIndexOf('/') + 1);
  return new HttpResponse(pdfFile(name.replace(/\.[a-z]+$/, '').replace(/[-_]/g, ' ')), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"` },
  });
};

/** The handler of GET /api/storage (file downloads) for the stories that open files. */
export const storageDownloadHandler = http.get('/api/storage', storageDownload);

// ---- health declarations (covid) ------------------------------------------------------------------

/** GET /general/covid/x/status: the conditions an employee may declare. */
export const covidStatuses: CovidStatus[] = [
  { id: 1, nama: 'Sehat', variant: 'success' },
  { id: 2, nama: 'Kontak erat', variant: 'info' },
  { id: 3, nama: 'Bergejala', variant: 'warning' },
  { id: 4, nama: 'Positif', variant: 'danger' },
];

/** Declarations as /x/pivot lists them: a few days of every employee. */
export const covidRows: CovidPivotRow[] = Array.from({ length: 16 }, (_, i) => {
  const p = PEGAWAI[i % PEGAWAI.length];
  const status = covidStatuses[[0, 0, 1, 0, 2, 0, 0, 3][i % 8]];
  const tanggal = addDays(today, -Math.floor(i / PEGAWAI.length));
  const approved = i % 3 !== 0;
  return {
    id: 200 + i,
    pegawai: { id: p.id, nama: p.nama, npp: p.npp, kantor: { id: p.kantor.id, nama: p.kantor.nama } },
    jabatan_name: p.jabatan,
    tanggal,
    type: i % 4 === 1 ? 'wfh' : 'wfo',
    keterangan: status.id === 1 ? null : 'Demam dan batuk sejak kemarin',
    status_id: status.id,
    status,
    approved,
    approval_at: approved ? wib(tanggal, '10:15') : null,
    surat_count: status.id > 2 ? 1 : 0,
  };
});

// ---- pickers --------------------------------------------------------------------------------------

export const kantorOptions = [
  { id: 1, nama: 'Kantor Pusat' },
  { id: 4, nama: 'KC Bandung' },
  { id: 6, nama: 'KCP Dago' },
  { id: 9, nama: 'KCP Buah Batu' },
  { id: 14, nama: 'KC Cirebon' },
  { id: 15, nama: 'Kantor Kas Kuningan' },
];

export const jabatanOptions = [
  { id: 12, nama: 'Teller' },
  { id: 13, nama: 'Customer Service' },
  { id: 18, nama: 'Analis Kredit' },
  { id: 21, nama: 'Kepala Cabang' },
  { id: 25, nama: 'Staf Operasional' },
  { id: 30, nama: 'Staf SDM' },
];

export const pegawaiOptions: PegawaiOption[] = PEGAWAI.map((p) => ({
  id: p.id,
  nama: p.nama,
  npp: p.npp,
  jabatan: jabatanOptions.find((j) => j.nama === p.jabatan) ?? null,
  kantor: { id: p.kantor.id, nama: p.kantor.nama },
}));

const matching =
  <T extends { nama: string }>(rows: T[]): Resolver =>
  async ({ request }) => {
    await delay(250);
    const search = (queryOf(request).get('search') ?? '').toLowerCase();
    return HttpResponse.json({ data: rows.filter((r) => r.nama.toLowerCase().includes(search)) } as never);
  };

/** The pickers' sources: employees (GET /sdm/pegawai?event=options), offices, positions of the registers. */
export const optionHandlers: RequestHandler[] = [
  http.get('/api/sdm/pegawai', matching(pegawaiOptions)),
  http.get('/api/general/kantor', matching(kantorOptions)),
  http.get('/api/sdm/pegawai/x/absen/x/jabatan_options', matching(jabatanOptions)),
];

// ---- attendance registers -------------------------------------------------------------------------

const UPDATED = '2026-11-20T01:00:00.000Z';

/** A few rows of each register, as its list answers them. */
export const registerRows: { [K in AbsenRegisterKey]: AbsenRegisterRow<K>[] } = {
  exclude_pegawai: [
    {
      id: 1,
      pegawai_id: 8,
      pegawai_nama: 'Agus Wijaya',
      npp: '19820330',
      kantor_nama: 'KC Bandung',
      keterangan: 'Pemimpin cabang, jadwal rapat di luar kantor',
      updated_at: UPDATED,
    },
    {
      id: 2,
      pegawai_id: 21,
      pegawai_nama: 'Rina Marlina',
      npp: '19910605',
      kantor_nama: 'Kantor Pusat',
      keterangan: null,
      updated_at: UPDATED,
    },
  ],
  exclude_kantor: [
    {
      id: 5,
      kantor_id: 15,
      kantor_nama: 'Kantor Kas Kuningan',
      keterangan: 'Renovasi gedung, layanan dipindah sementara',
      updated_at: UPDATED,
    },
    { id: 6, kantor_id: 9, kantor_nama: 'KCP Buah Batu', keterangan: null, updated_at: UPDATED },
  ],
  dispensasi: [
    {
      id: 11,
      pegawai_id: 5,
      pegawai_nama: 'Budi Santoso',
      npp: '19850211',
      tanggal_mulai: '2026-11-23',
      tanggal_selesai: '2026-11-27',
      keterangan: 'Pendampingan audit di KC Cirebon',
      updated_at: UPDATED,
    },
    {
      id: 12,
      pegawai_id: 7,
      pegawai_nama: 'Dewi Kusuma',
      npp: '19900907',
      tanggal_mulai: '2026-12-01',
      tanggal_selesai: '2026-12-03',
      keterangan: 'Kunjungan nasabah di luar kota',
      updated_at: UPDATED,
    },
  ],
  dispensasi_jabatan: [
    {
      id: 21,
      jabatan_id: 18,
      jabatan_nama: 'Analis Kredit',
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-12-31',
      keterangan: 'Survei agunan di lapangan',
      updated_at: UPDATED,
    },
  ],
  lokasi_temporer: [
    {
      id: 31,
      pegawai_id: 11,
      pegawai_nama: 'Sri Rahayu',
      npp: '19930115',
      nama_lokasi: 'Hotel Savoy Homann',
      latitude: -6.9219,
      longitude: 107.6537,
      radius_m: 200,
      tanggal_mulai: '2026-11-24',
      tanggal_selesai: '2026-11-28',
      keterangan: 'Pelatihan layanan prima',
      updated_at: UPDATED,
    },
    {
      id: 32,
      pegawai_id: 12,
      pegawai_nama: 'Joko Pratama',
      npp: '19880722',
      nama_lokasi: 'Gudang Arsip Gedebage',
      latitude: -6.9452,
      longitude: 107.6892,
      radius_m: 150,
      tanggal_mulai: '2026-11-16',
      tanggal_selesai: '2026-11-30',
      keterangan: null,
      updated_at: UPDATED,
    },
  ],
};
