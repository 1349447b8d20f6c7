// The page every attendance register shares (exclude lists, dispensations, temporary locations),
// one story per register, answered as packages/server/src/modules/absen-registers answers under
// /sdm/pegawai/x/absen/…: the searchable paged list, 'Tambah' / 'Ubah' in a dialog (POST, PUT) and
// 'Hapus' after a confirmation (DELETE). States: each register loaded, empty, a search without a
// match, loading, the server's error (500), refused (403) and a deletion the server refuses.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AbsenRegisterKey } from '@portal/contracts';
import {
  adminAbsensiUser,
  clickButton,
  clicks,
  forbidden,
  json,
  never,
  optionHandlers,
  paged,
  pagedList,
  portalSession,
  refusedWith,
  registerRows,
  serverError,
  type Resolver,
} from '../../../testing/story-fixtures';
import { REGISTER_PATHS } from '../api';
import { REGISTER_CONFIG, type RegisterRow } from '../registers';
import { RegisterPage } from './RegisterPage';

/** The server's entity word of each register ('{entity} created/updated/deleted'). */
const ENTITY: Record<AbsenRegisterKey, string> = {
  exclude_pegawai: 'Exclude pegawai',
  exclude_kantor: 'Exclude kantor',
  dispensasi: 'Dispensasi',
  dispensasi_jabatan: 'Dispensasi jabatan',
  lokasi_temporer: 'Lokasi temporer',
};

/** What a row's text holds for the list's search. */
const searchText = (row: RegisterRow) =>
  Object.values(row)
    .filter((v) => typeof v === 'string')
    .join(' ');

/** The register's list, create, update and delete, plus the pickers of its form. */
function registerApi(key: AbsenRegisterKey, patch: { list?: Resolver; remove?: Resolver } = {}): RequestHandler[] {
  const path = REGISTER_PATHS[key];
  const rows = registerRows[key] as unknown as RegisterRow[];
  const saved =
    (message: string): Resolver =>
    async ({ request, params }) => {
      const body = (await request.json()) as object;
      await delay(500);
      const before = rows.find((r) => r.id === Number(params.id));
      return HttpResponse.json({ message, data: { ...before, ...body, id: before?.id ?? 99 } });
    };
  return [
    http.get(`/api${path}`, patch.list ?? pagedList(rows, searchText)),
    http.post(`/api${path}`, saved(`${ENTITY[key]} created`)),
    http.put(`/api${path}/:id`, saved(`${ENTITY[key]} updated`)),
    http.delete(`/api${path}/:id`, patch.remove ?? json({ message: `${ENTITY[key]} deleted` })),
  ];
}

/** The page as each register's route renders it: `<RegisterPage config={REGISTER_CONFIG.x} />`. */
function Register({ register }: { register: AbsenRegisterKey }) {
  return <RegisterPage config={REGISTER_CONFIG[register]} />;
}

/** Every register's API and the pickers, so the control may switch between them; `patch` changes `changed`'s answers. */
const allRegisters = (
  changed?: AbsenRegisterKey,
  patch: { list?: Resolver; remove?: Resolver } = {},
): RequestHandler[] => [
  ...optionHandlers,
  ...(Object.keys(REGISTER_CONFIG) as AbsenRegisterKey[]).flatMap((key) =>
    registerApi(key, key === changed ? patch : {}),
  ),
];

/** One register, with some of its answers changed (a story's handlers replace the meta's, so all are listed). */
const register = (key: AbsenRegisterKey, patch: { list?: Resolver; remove?: Resolver } = {}) => ({
  args: { register: key },
  parameters: { msw: { handlers: allRegisters(key, patch) } },
});

const meta = {
  title: 'mf-absen/AbsenRegisters/RegisterPage',
  component: Register,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { register: 'lokasi_temporer' },
  argTypes: { register: { control: 'select', options: Object.keys(REGISTER_CONFIG) } },
  parameters: { user: adminAbsensiUser, msw: { handlers: allRegisters() } },
};

export default meta;

/** 'Kantor Temporer': employee, place, coordinates, radius and period of each temporary location. */
export const KantorTemporer = {};

/** 'Dispensasi': employees who may check in away from the office for a period, with the reason. */
export const Dispensasi = register('dispensasi');

/** 'Dispensasi Jabatan': the same for every holder of a position. */
export const DispensasiJabatan = register('dispensasi_jabatan');

/** 'Pengecualian Pegawai': employees who need not check in. */
export const PengecualianPegawai = register('exclude_pegawai');

/** 'Pengecualian Kantor': offices whose employees need not check in. */
export const PengecualianKantor = register('exclude_kantor');

/** 'Tambah' opens the register's form in its dialog. */
export const Adding = { play: clicks('[data-testid="register-add"]') };

/** 'Ubah' on a row: the form with the row's values (the employee picker shows its name). */
export const Editing = { play: clicks('[data-testid="register-edit-31"]') };

/** An empty register: 'Belum ada dispensasi' and 'Tambah'. */
export const Empty = register('dispensasi', { list: json(paged([])) });

/** A search that matches nothing (from the address): 'Tidak ada data yang cocok dengan pencarian'. */
export const NoMatch = { parameters: { route: '/?search=Surabaya' } };

export const Loading = register('lokasi_temporer', { list: never });

/** The server failed (500): its message and 'Coba lagi'. */
export const ServerError = register('lokasi_temporer', { list: serverError });

/** The guard refused (403): the caller may not manage the registers. */
export const Refused = register('lokasi_temporer', { list: forbidden });

/** 'Hapus' confirmed, but the row was removed meanwhile (404): the dialog stays, the toast says why. */
export const DeleteRefused = {
  parameters: {
    msw: {
      handlers: allRegisters('lokasi_temporer', { remove: refusedWith(404, 'Lokasi temporer tidak ditemukan') }),
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButton(canvasElement, 'table', 'Hapus');
    await clickButton(canvasElement, '[role="alertdialog"]', 'Hapus');
  },
};
