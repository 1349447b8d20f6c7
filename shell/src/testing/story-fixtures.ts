// Demo data, API answers and small helpers for the shell's Storybook stories only (never imported by
// the portal's code).
//
// API answers: MSW handlers (`http.get('/api/…', resolver)` from 'msw') in the story's
// `parameters.msw.handlers`, answered by the Storybook's service worker (msw-storybook-addon's
// `mswLoader`, packages/design-system/.storybook/preview.tsx). The components make their real requests
// (the api-client transport, the captcha's GET /api/captcha); a request no handler answers goes to the
// network. `prepareStory` (each story file's `beforeEach`) signs in `parameters.user` and clears what
// another story left behind.
import { createElement, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { MemoryRouter } from '@portal/design-system/router';
import { SWRConfig } from 'swr';
import {
  clearSession,
  createTransport,
  resetSessionState,
  setCurrentUser,
  TransportProvider,
} from '@portal/api-client';
import { notify } from '@portal/design-system';
import { ALL_ROLE_IDS, DASHBOARD_TOPICS, MESSAGES, POLICY, ROLE, roleName, type PortalRoute } from '@portal/domain';
import type { AuditLogRow, JobView, Paged, SessionClient, UserRow } from '@portal/contracts';
import { clearFlash } from '../flash/flash';
import type { SessionController } from '../session/session-controller';

// ---- answering the API ----------------------------------------------------------------------------

/** The server's error shape `{ message, errors? }` (packages/server/src/platform/errors.ts). */
export function failure(status: number, message: string, errors?: Record<string, string[]>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** The server's texts the stories answer with (packages/server/src/…). */
export const SERVER_TEXTS = {
  forbidden: 'Anda tidak memiliki akses ke halaman ini',
  validation: 'Data yang dikirim tidak valid',
  serverError: 'Terjadi kesalahan pada server',
  databaseDown: 'Basis data sedang tidak dapat dihubungi. Coba lagi beberapa detik lagi.',
} as const;

// ---- the story's world ----------------------------------------------------------------------------

/** What the shell's stories read from `parameters`. */
export interface ShellStoryParameters {
  /** The MSW handlers answering the story's API calls (see the top of this file). */
  msw?: { handlers?: RequestHandler[] };
  /** The signed-in user (the shared jotai store every page reads); none when absent. */
  user?: SessionClient | null;
  /** The address `withPortal`'s router starts at, instead of the decorator's own. */
  route?: string;
  layout?: 'padded' | 'fullscreen' | 'centered';
}

export type StoryDecorator = (Story: ComponentType, context: { parameters: ShellStoryParameters }) => ReactElement;

/**
 * The parts of a CSF story the shell's stories use (the shell does not depend on Storybook's types).
 * `beforeEach` may return a cleanup; `play` runs after the first render.
 */
export interface ShellStory<Args = Record<string, unknown>> {
  name?: string;
  args?: Partial<Args>;
  parameters?: ShellStoryParameters;
  decorators?: StoryDecorator[];
  beforeEach?: () => void | (() => void);
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  render?: (args: Args) => ReactElement;
}

export interface ShellMeta<Args = Record<string, unknown>> extends Omit<ShellStory<Args>, 'beforeEach' | 'play'> {
  title: string;
  component?: ComponentType<never>;
  beforeEach: typeof prepareStory;
}

/**
 * `beforeEach` of every shell story file: no stored tokens, no messages left from another story, the
 * story's signed-in user. The returned cleanup undoes it all. (MSW's loader installs the story's
 * `parameters.msw.handlers`.)
 */
export function prepareStory({ parameters }: { parameters: ShellStoryParameters }): () => void {
  const reset = () => {
    clearSession();
    resetSessionState();
    clearFlash();
    notify.clear();
  };
  reset();
  if (parameters.user) setCurrentUser(parameters.user);
  return reset;
}

/** The shell's transport as the controller creates it (`/api`), without the session-end handlers. */
export const storyTransport = createTransport({ baseUrl: '/api' });

/**
 * A decorator: a fresh SWR cache (no answer leaks between stories), the transport and a router at
 * `route` (or the story's `parameters.route`) — what a page has inside the portal.
 */
export function withPortal({ route = '/' }: { route?: string | null } = {}) {
  return function PortalDecorator(Story: ComponentType, context?: { parameters?: ShellStoryParameters }) {
    const story = createElement(Story);
    const address = context?.parameters?.route ?? route;
    return createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(
        TransportProvider,
        { transport: storyTransport },
        // null: the story brings its own (data) router.
        address === null ? story : createElement(MemoryRouter, { initialEntries: [address] }, story),
      ),
    );
  };
}

/**
 * The login page's own styles live in shell/public/index.html (it renders before and without Chakra
 * UI). The stories read them from that file, so they look as in the portal without a copy.
 */
const SHELL_INDEX_HTML = new URL('../../public/index.html', import.meta.url);

function LoginPageStyles({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.story = 'shell-index-html';
    let live = true;
    fetch(SHELL_INDEX_HTML)
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        if (!live) return;
        const page = new DOMParser().parseFromString(html, 'text/html');
        style.textContent = Array.from(page.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');
        document.head.append(style);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      style.remove();
    };
  }, []);
  return children;
}

/** A decorator for the Chakra-free login screens: the styles of shell/public/index.html. */
export function withLoginPageStyles(Story: ComponentType) {
  return createElement(LoginPageStyles, null, createElement(Story));
}

/** The session controller the signed-in pages read (logout, end); here it only says what it would do. */
export function storySessionController(): SessionController {
  const say = (what: string) => () => {
    console.info(`[story] session controller: ${what}`);
  };
  return {
    transport: storyTransport,
    restore: async () => undefined,
    login: async () => {
      throw new Error('Not available in a story');
    },
    requestPasswordReset: async () => undefined,
    confirmPasswordReset: async () => undefined,
    confirmVerification: async () => '',
    logout: async () => say('logout')(),
    end: (reason) => say(`end (${reason})`)(),
    setForbiddenHandler: () => undefined,
  };
}

// ---- driving a form in a play function (no testing library in the shell's dependencies) ---------

/** Waits until `find` returns something (or throws after `timeoutMs`). */
export async function waitFor<T>(find: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Types into a React-controlled input the way a user does (the input event React listens to). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The button whose text is `text` under `root` (the document for dialogs, which render in a portal). */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | null {
  return Array.from(root.querySelectorAll('button')).find((button) => button.textContent?.trim() === text) ?? null;
}

/** The element with `data-testid` under `root` (the story's canvas, or the document for portals). */
export function byTestId<E extends HTMLElement = HTMLElement>(root: ParentNode, testId: string): E | null {
  return root.querySelector<E>(`[data-testid="${testId}"]`);
}

// ---- captcha ----------------------------------------------------------------------------------------

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A real ALTCHA v1 challenge (SHA-256 over salt + number) with little work to do, after a moment. */
export async function captchaChallenge() {
  await delay(400);
  const salt = `${Math.random().toString(16).slice(2)}?expires=${Math.floor(Date.now() / 1000) + 300}&`;
  return HttpResponse.json({
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${17}`),
    maxnumber: 50,
    salt,
    signature: 'story',
  });
}

/** GET /api/captcha: a real ALTCHA v1 challenge, solved in the browser. */
export const captchaAnswer = http.get('/api/captcha', captchaChallenge);

/** GET /api/captcha answering 503: the captcha cannot be solved ('Verifikasi captcha gagal.'). */
export const captchaDownAnswer = http.get('/api/captcha', async () => {
  await delay(400);
  return failure(503, SERVER_TEXTS.databaseDown);
});

/** GET /api/captcha never answering: 'Memverifikasi bahwa Anda bukan robot…' stays. */
export const captchaPendingAnswer = http.get('/api/captcha', async () => {
  await delay('infinite');
});

// ---- people -----------------------------------------------------------------------------------------

/** An ordinary employee (role Pegawai). */
export const pegawaiUser: SessionClient = {
  id: 3,
  name: 'siti.rahayu',
  pegawai_id: 1,
  nama: 'Siti Rahayu',
  rolesId: [ROLE.PEGAWAI],
  jabatan_id: 2,
  kantor_id: 3,
  jabatan_nama: 'Teller',
  kantor_nama: 'KCP Dago (KC Bandung)',
  photo: null,
  is_password_default: false,
};

/** An HR administrator (Pegawai + Admin SDM): may refresh the dashboard. */
export const adminSdmUser: SessionClient = {
  ...pegawaiUser,
  id: 4,
  name: 'budi.santoso',
  pegawai_id: 9,
  nama: 'Budi Santoso',
  rolesId: [ROLE.PEGAWAI, ROLE.ADMIN_SDM],
  jabatan_nama: 'Staf SDM',
  kantor_nama: 'Kantor Pusat',
};

/** The super administrator: user administration, the audit trail, every menu. */
export const superAdminUser: SessionClient = {
  ...pegawaiUser,
  id: 1,
  name: 'admin',
  pegawai_id: null,
  nama: null,
  rolesId: [ROLE.SUPER_ADMIN, ROLE.PEGAWAI, ROLE.ADMIN_PENGEMBANGAN],
  jabatan_id: null,
  kantor_id: null,
  jabatan_nama: null,
  kantor_nama: null,
};

/** A new account still on its default password (held on the profile page). */
export const defaultPasswordUser: SessionClient = {
  ...pegawaiUser,
  id: 31,
  name: 'agus.wijaya',
  pegawai_id: 31,
  nama: 'Agus Wijaya',
  jabatan_nama: 'Customer Service',
  kantor_nama: 'Cabang Surabaya',
  is_password_default: true,
};

/** POST /api/login 200 (contract LoginResponse) for `user`. */
export function loginAnswerFor(user: SessionClient) {
  return {
    access_token: 'story-access-token',
    refresh_token: 'story-refresh-token',
    expires_in: 900,
    client: user,
    photo: null,
    is_password_default: user.is_password_default,
  };
}

// ---- own account events ---------------------------------------------------------------------------

/** The password the stories' server refuses as the current (or old) one. */
export const WRONG_PASSWORD = 'salah';

/**
 * POST /api/general/users by `event` (users.routes.ts): store_update_password, store_email and
 * store_wa answer the server's messages; the password 'salah' is refused as the server refuses a wrong one.
 */
export const userEventsAnswer = http.post('/api/general/users', async ({ request }) => {
  const body = (await request.json()) as { event?: string; password_old?: string; password?: string };
  await delay(600);
  switch (body.event) {
    case 'store_update_password':
      return body.password_old === WRONG_PASSWORD
        ? failure(422, SERVER_TEXTS.validation, { password_old: ['Password lama salah'] })
        : HttpResponse.json({ message: MESSAGES.passwordChanged });
    case 'store_email':
    case 'store_wa':
      if (body.password === WRONG_PASSWORD)
        return failure(422, SERVER_TEXTS.validation, { password: ['Password salah'] });
      return HttpResponse.json({
        message: body.event === 'store_email' ? MESSAGES.verificationEmailSent : MESSAGES.verificationWaSent,
      });
    default:
      return failure(400, MESSAGES.unsuccessfulEvent);
  }
});

// ---- lists ------------------------------------------------------------------------------------------

/** A paged answer as the server builds it from `page`, `per_page`, `search`, `sortby`/`sortbydesc`. */
export function pageOf<T>(
  rows: readonly T[],
  url: URL,
  { text, sortKeys = {} }: { text?: (row: T) => string; sortKeys?: Record<string, (row: T) => string> } = {},
): Paged<T> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const perPage = Math.max(1, Number(url.searchParams.get('per_page') ?? 10));
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  let found = search && text ? rows.filter((row) => text(row).toLowerCase().includes(search)) : [...rows];
  const asc = url.searchParams.get('sortby');
  const desc = url.searchParams.get('sortbydesc');
  const key = sortKeys[asc ?? desc ?? ''];
  if (key) found = found.sort((a, b) => key(a).localeCompare(key(b), 'id', { numeric: true }) * (asc ? 1 : -1));
  const start = (page - 1) * perPage;
  const data = found.slice(start, start + perPage);
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    total: found.length,
    last_page: Math.max(1, Math.ceil(found.length / perPage)),
  };
}

/** An empty page. */
export const EMPTY_PAGE: Paged<never> = {
  data: [],
  current_page: 1,
  per_page: 10,
  from: null,
  to: null,
  total: 0,
  last_page: 1,
};

const role = (id: number) => ({ id, nama: roleName(id) });

/** GET /api/general/users/x/roles (contract RoleOptionsAnswer): every role of the portal. */
export const roleOptionsAnswer = { data: ALL_ROLE_IDS.map(role) };

const PEOPLE: Array<[name: string, nama: string, npp: string]> = [
  ['siti.rahayu', 'Siti Rahayu', '19880412'],
  ['budi.santoso', 'Budi Santoso', '19850102'],
  ['agus.wijaya', 'Agus Wijaya', '19930715'],
  ['dewi.lestari', 'Dewi Lestari', '19900228'],
  ['rudi.hartono', 'Rudi Hartono', '19791120'],
  ['sri.kusuma', 'Sri Kusuma', '19870909'],
  ['andi.pratama', 'Andi Pratama', '19950301'],
  ['ratna.saputra', 'Ratna Saputra', '19830517'],
  ['joko.nugroho', 'Joko Nugroho', '19760804'],
  ['wulan.purnama', 'Wulan Purnama', '19920611'],
  ['hendra.gunawan', 'Hendra Gunawan', '19810130'],
  ['yuni.astuti', 'Yuni Astuti', '19890422'],
  ['fajar.ramadhan', 'Fajar Ramadhan', '19970219'],
  ['maya.sari', 'Maya Sari', '19910706'],
  ['eko.prasetyo', 'Eko Prasetyo', '19840918'],
  ['indah.permata', 'Indah Permata', '19960125'],
  ['bambang.susilo', 'Bambang Susilo', '19720313'],
  ['rina.wati', 'Rina Wati', '19881008'],
  ['taufik.hidayat', 'Taufik Hidayat', '19860527'],
  ['lina.marlina', 'Lina Marlina', '19941211'],
  ['dedi.kurniawan', 'Dedi Kurniawan', '19800802'],
  ['nur.aini', 'Nur Aini', '19980614'],
];

const EXTRA_ROLES: number[][] = [
  [],
  [ROLE.ADMIN_SDM],
  [],
  [ROLE.ADMIN_ABSENSI],
  [ROLE.ADMIN_SPPD, ROLE.PELAPORAN_SPPD],
  [],
  [ROLE.ADMIN_KPI],
  [],
  [ROLE.ADMIN_GAJI, ROLE.LAPORAN_GAJI],
  [],
  [ROLE.ADMIN_USER],
];

/** GET /api/general/users rows (contract UserRow): the super admin and 22 employees' accounts. */
export const demoUsers: UserRow[] = [
  {
    id: 1,
    name: 'admin',
    email: 'admin@bank.test',
    status: 'active',
    is_password_default: false,
    pegawai_id: null,
    pegawai: null,
    roles: [ROLE.SUPER_ADMIN, ROLE.ADMIN_PENGEMBANGAN].map(role),
  },
  ...PEOPLE.map(([name, nama, npp], i): UserRow => ({
    id: i + 3,
    name,
    email: i % 5 === 4 ? null : `${name}@bank.test`,
    status: 'active',
    is_password_default: i % 7 === 2,
    pegawai_id: i + 1,
    pegawai: { id: i + 1, nama, npp },
    roles: [ROLE.PEGAWAI, ...EXTRA_ROLES[i % EXTRA_ROLES.length]].map(role),
  })),
];

/** GET /api/general/users as the server pages it: search on user name, employee name and NPP. */
export function usersPageOf(url: URL): Paged<UserRow> {
  return pageOf(demoUsers, url, {
    text: (row) => [row.name, row.pegawai?.nama, row.pegawai?.npp].filter(Boolean).join(' '),
    sortKeys: { name: (row) => row.name, email: (row) => row.email ?? '' },
  });
}

const LOG_ENTITIES = ['pegawai', 'users', 'izin', 'kantor', 'jabatan'];

/** GET /api/general/logs rows (contract AuditLogRow), newest first. */
export const demoAuditRows: AuditLogRow[] = Array.from({ length: 34 }, (_, i): AuditLogRow => {
  const entity = LOG_ENTITIES[i % LOG_ENTITIES.length];
  const person = PEOPLE[i % PEOPLE.length];
  const at = new Date(Date.UTC(2026, 2, 1, 9, 0, 0) - i * 47 * 60_000).toISOString();
  const id = String(100 + i);
  const byRole = entity === 'users';
  return {
    id: `a${String(9000 - i)}`,
    // The accounts of demoUsers: PEOPLE[k] has the id k + 3.
    user_id: i % 6 === 5 ? null : (i % 3) + 3,
    user: i % 6 === 5 ? null : { id: (i % 3) + 3, name: PEOPLE[i % 3][0], nama: PEOPLE[i % 3][1] },
    at,
    method: i % 4 === 0 ? 'POST' : i % 4 === 3 ? 'DELETE' : 'PUT',
    route: byRole ? '/api/general/users/x/roles' : `/api/${entity === 'pegawai' ? 'sdm/pegawai' : entity}/${id}`,
    entity,
    entity_id: id,
    before: byRole ? { roles: [ROLE.PEGAWAI] } : { nama: person[1], npp: person[2], telepon: '0812 0000 1111' },
    after: byRole
      ? { roles: [ROLE.PEGAWAI, ROLE.ADMIN_SDM] }
      : { nama: person[1], npp: person[2], telepon: '0812 3456 7890', password: '[disembunyikan]' },
    ip: i % 6 === 5 ? null : `10.20.${i % 8}.${30 + i}`,
  };
});

/** GET /api/general/logs: filters entity, entity_id, user_id, from/to (days), search; newest first. */
export function auditPageOf(url: URL): Paged<AuditLogRow> {
  const q = url.searchParams;
  const rows = demoAuditRows.filter(
    (row) =>
      (!q.get('entity') || row.entity === q.get('entity')) &&
      (!q.get('entity_id') || row.entity_id === q.get('entity_id')) &&
      (!q.get('user_id') || String(row.user_id) === q.get('user_id')) &&
      (!q.get('from') || row.at.slice(0, 10) >= (q.get('from') ?? '')) &&
      (!q.get('to') || row.at.slice(0, 10) <= (q.get('to') ?? '')),
  );
  return pageOf(rows, url, {
    text: (row) => [row.route, row.entity, row.user?.name, row.user?.nama].filter(Boolean).join(' '),
    sortKeys: {
      at: (row) => row.at,
      entity: (row) => row.entity,
      route: (row) => row.route,
      method: (row) => row.method,
    },
  });
}

/** GET /api/general/logs/x/entity. */
export const auditEntitiesAnswer = { data: [...LOG_ENTITIES].sort() };

// ---- dashboard --------------------------------------------------------------------------------------

export const DASHBOARD_UPDATED_AT = '2026-03-01T02:15:00.000Z';
const notAvailable = { value: null, updated_at: DASHBOARD_UPDATED_AT, note: 'Belum tersedia' };
const notBuilt = (module: string) => ({ ...notAvailable, note: `Belum tersedia: modul ${module} belum dibangun` });
const series = (pairs: Array<[string, number]>) => pairs.map(([nama, jumlah], i) => ({ id: i + 1, nama, jumlah }));

/** The topics the server computes (dashboard.service.ts), by topic key. */
export const dashboardTopics = {
  profile: {
    value: {
      id: 1,
      nama: 'Siti Rahayu',
      npp: '19880412',
      photo: null,
      tanggal_lahir: '1988-04-12',
      umur: 37,
      permanent_date: '2012-01-02',
      masa_kerja: 14,
      tanggal_pensiun: '2044-04-12',
      jabatan: 'Teller',
      kantor: 'KCP Dago (KC Bandung)',
      pangkat: 'Staf Madya',
      grade: '7',
      corporate_title: 'Staff',
    },
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiGender: {
    value: series([
      ['Laki-laki', 1620],
      ['Perempuan', 1402],
    ]),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiUmur: {
    // Each band split by gender (laki_laki + perempuan = jumlah): the page draws an age pyramid.
    value: series([
      ['< 25', 112],
      ['25 - 29', 486],
      ['30 - 34', 640],
      ['35 - 39', 598],
      ['40 - 44', 455],
      ['45 - 49', 380],
      ['50 - 55', 344],
      ['≥ 56', 7],
    ]).map((band) => ({
      ...band,
      laki_laki: Math.round(band.jumlah * 0.54),
      perempuan: band.jumlah - Math.round(band.jumlah * 0.54),
    })),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiServiceDuration: {
    value: series([
      ['< 1 tahun', 96],
      ['1 - 4 tahun', 540],
      ['5 - 9 tahun', 702],
      ['10 - 14 tahun', 611],
      ['15 - 19 tahun', 480],
      ['20 - 24 tahun', 322],
      ['25 - 29 tahun', 201],
      ['≥ 30 tahun', 70],
    ]),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiBirthday: {
    value: {
      tanggal: '2026-03-01',
      jumlah: 11,
      pegawai: PEOPLE.slice(0, 9).map(([, nama], i) => ({
        id: i + 1,
        nama,
        jabatan: ['Teller', 'Analis Kredit', 'Customer Service'][i % 3],
        kantor: ['Kantor Pusat', 'Cabang Surabaya', 'KCP Dago (KC Bandung)'][i % 3],
      })),
    },
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiPurnabakti: {
    value: {
      usia_pensiun: 56,
      per_tahun: [
        { tahun: 2026, jumlah: 14 },
        { tahun: 2027, jumlah: 21 },
        { tahun: 2028, jumlah: 18 },
        { tahun: 2029, jumlah: 25 },
        { tahun: 2030, jumlah: 30 },
      ],
      lewat_umur_pensiun: 2,
    },
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiJabatanLevel: {
    value: series([
      ['Pimpinan Divisi', 24],
      ['Pimpinan Cabang', 61],
      ['Penyelia', 402],
      ['Pelaksana', 2511],
      ['Tanpa level jabatan', 24],
    ]),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiKantorLevel: {
    value: series([
      ['Kantor Pusat', 640],
      ['Kantor Cabang', 1512],
      ['Kantor Cabang Pembantu', 730],
      ['Kantor Kas', 140],
    ]),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiJumlahPerbulan: {
    value: ['Oktober', 'November', 'Desember', 'Januari', 'Februari', 'Maret'].map((bulan, i) => ({
      tahun: i < 3 ? 2025 : 2026,
      bulan: ((9 + i) % 12) + 1,
      nama: `${bulan} ${i < 3 ? 2025 : 2026}`,
      jumlah: 2960 + i * 12,
    })),
    updated_at: DASHBOARD_UPDATED_AT,
    note: 'Dihitung dari pegawai aktif menurut tanggal pegawai tetap; pegawai yang keluar belum tercatat (data PHK belum tersedia)',
  },
  pegawaiPeriodeMasuk: {
    value: [2021, 2022, 2023, 2024, 2025, 2026].map((tahun, i) => ({ tahun, jumlah: [88, 120, 96, 140, 131, 9][i] })),
    updated_at: DASHBOARD_UPDATED_AT,
  },
  pegawaiInactive: {
    value: [2022, 2023, 2024, 2025, 2026].map((year, i) => ({
      year,
      count_newhire: [120, 96, 140, 131, 9][i],
      count_phk: [2, 0, 3, 4, 0][i],
      count_mbt: null,
    })),
    updated_at: DASHBOARD_UPDATED_AT,
    note: 'Pegawai baru menurut tanggal pegawai tetap; PHK dari sanksi Pemutusan Hubungan Kerja; MBT belum tercatat di portal',
  },
  diklat: notBuilt('Diklat'),
} as const;

/** GET /api/dashboard (contract DashboardAnswer): every topic, those without data 'Belum tersedia'. */
export function dashboardAnswer(overrides: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = Object.fromEntries(DASHBOARD_TOPICS.map((key) => [key, notAvailable]));
  return { data: { ...data, ...dashboardTopics, ...overrides }, scope: { kantor_id: null, nama: 'Seluruh kantor' } };
}

/** No push channel in a story: POST /api/realtime/ticket is refused (the client retries quietly, jobs are polled). */
export const realtimeTicketRefused = http.post('/api/realtime/ticket', () => failure(503, SERVER_TEXTS.serverError));

const JOB_ID = '7c1e2d3f-0000-4000-8000-00000000d001';
const JOB_MS = 6000;
let startedAt = 0;

/** The job as GET /api/general/jobs/:id answers it, `JOB_MS` after the request it ends as `outcome`. */
function refreshJobAt(outcome: 'done' | 'failed'): JobView {
  const elapsed = Date.now() - startedAt;
  const progress = Math.min(95, Math.round((elapsed / JOB_MS) * 100));
  const finished = elapsed >= JOB_MS;
  const created = new Date(startedAt).toISOString();
  return {
    id: JOB_ID,
    name: 'dashboard.refresh',
    status: finished ? outcome : 'running',
    progress: finished && outcome === 'done' ? 100 : progress,
    message: finished && outcome === 'done' ? '28 topik dashboard diperbarui' : null,
    result_url: null,
    result: null,
    error: finished && outcome === 'failed' ? 'Basis data sedang tidak dapat dihubungi' : null,
    attempts: 1,
    created_at: created,
    started_at: created,
    finished_at: finished ? new Date().toISOString() : null,
  };
}

/**
 * POST /api/dashboard queues the job; GET /api/general/jobs/:id reports it. The push channel is not
 * there in a story (its ticket is refused), so the button polls the job API after a few seconds.
 */
export function refreshJobAnswers(outcome: 'done' | 'failed'): RequestHandler[] {
  return [
    http.post('/api/dashboard', async () => {
      await delay(400);
      startedAt = Date.now();
      return HttpResponse.json({ message: 'Job executed', data: { job_id: JOB_ID } });
    }),
    http.get('/api/general/jobs/:id', async () => {
      await delay(150);
      return HttpResponse.json({ data: refreshJobAt(outcome) });
    }),
    realtimeTicketRefused,
  ];
}

// ---- routes -----------------------------------------------------------------------------------------

/** A page of a remote for the menus (the real tables live in each mf-* remote). */
function remotePage(path: string, name: string, title: string, group: string, built = true): PortalRoute {
  return {
    path,
    name,
    meta: { title, policy: POLICY.employee, menu: { group } },
    ...(built
      ? { load: async () => ({ default: () => createElement('p', null, `${title}: halaman modul remote.`) }) }
      : {}),
  };
}

/** Remote routes as they reach the shell's route table, for the menus and the home page. */
export const demoRemoteRoutes: PortalRoute[] = [
  remotePage('/pegawai', 'pegawai.index', 'Daftar Pegawai', 'Kepegawaian'),
  remotePage('/pegawai/cv', 'pegawai.cv', 'CV Saya', 'Kepegawaian'),
  remotePage('/kantor', 'kantor.index', 'Kantor', 'Kepegawaian'),
  remotePage('/sotk', 'sotk.index', 'SOTK', 'Kepegawaian', false),
  remotePage('/absen', 'absen.index', 'Rekap Absensi', 'Absensi & Cuti'),
  remotePage('/izin', 'izin.index', 'Pengajuan Izin', 'Absensi & Cuti'),
  remotePage('/absen/renew', 'absen.renew', 'Perbarui Absen', 'Absensi & Cuti', false),
  remotePage('/sppd', 'sppd.index', 'SPPD', 'Perjalanan Dinas'),
  remotePage('/message', 'message.index', 'Pesan', 'Komunikasi'),
  remotePage('/task', 'task.index', 'Tugas', 'Komunikasi', false),
];
