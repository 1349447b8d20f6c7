// The page every attendance register shares (exclude lists, dispensations, temporary locations),
// one story per register, answered as packages/server/src/modules/absen-registers answers under
// /sdm/pegawai/x/absen/…: the searchable paged list, 'Tambah' / 'Ubah' in a dialog (POST, PUT) and
// 'Hapus' after a confirmation (DELETE). States: each register loaded, empty, a search without a
// match, loading, the server's error (500), refused (403) and a deletion the server refuses.
import type { AbsenRegisterKey } from '@portal/contracts';
import {
  adminAbsensiUser,
  clickButton,
  clicks,
  forbidden,
  json,
  jsonResponse,
  never,
  optionRoutes,
  paged,
  pagedList,
  portalSession,
  refusedWith,
  registerRows,
  serverError,
  wait,
  withPortal,
  type ApiHandler,
  type ApiRoutes,
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
function registerApi(key: AbsenRegisterKey): ApiRoutes {
  const path = REGISTER_PATHS[key];
  const rows = registerRows[key] as unknown as RegisterRow[];
  const saved =
    (message: string): ApiHandler =>
    async ({ body, params }) => {
      await wait(500);
      const before = rows.find((r) => r.id === Number(params.id));
      return jsonResponse({ message, data: { ...before, ...(body as object), id: before?.id ?? 99 } });
    };
  return {
    ...optionRoutes,
    [`GET ${path}`]: pagedList(rows, searchText),
    [`POST ${path}`]: saved(`${ENTITY[key]} created`),
    [`PUT ${path}/:id`]: saved(`${ENTITY[key]} updated`),
    [`DELETE ${path}/:id`]: json({ message: `${ENTITY[key]} deleted` }),
  };
}

const list = (key: AbsenRegisterKey) => `GET ${REGISTER_PATHS[key]}`;

/** The page as each register's route renders it: `<RegisterPage config={REGISTER_CONFIG.x} />`. */
function Register({ register }: { register: AbsenRegisterKey }) {
  return <RegisterPage config={REGISTER_CONFIG[register]} />;
}

/** Every register's API, so the control may switch between them. */
const ALL_REGISTERS: ApiRoutes = Object.assign(
  {},
  ...(Object.keys(REGISTER_CONFIG) as AbsenRegisterKey[]).map((key) => registerApi(key)),
);

/** One register, with some of its answers changed (story parameters are merged into the meta's). */
const register = (key: AbsenRegisterKey, patch: ApiRoutes = {}) => ({
  args: { register: key },
  parameters: { api: patch },
});

const meta = {
  title: 'mf-absen/AbsenRegisters/RegisterPage',
  component: Register,
  decorators: [withPortal],
  loaders: [portalSession],
  args: { register: 'lokasi_temporer' },
  argTypes: { register: { control: 'select', options: Object.keys(REGISTER_CONFIG) } },
  parameters: { user: adminAbsensiUser, api: ALL_REGISTERS },
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
export const Empty = register('dispensasi', { [list('dispensasi')]: json(paged([])) });

/** A search that matches nothing (from the address): 'Tidak ada data yang cocok dengan pencarian'. */
export const NoMatch = { parameters: { route: '/?search=Surabaya' } };

export const Loading = register('lokasi_temporer', { [list('lokasi_temporer')]: never });

/** The server failed (500): its message and 'Coba lagi'. */
export const ServerError = register('lokasi_temporer', { [list('lokasi_temporer')]: serverError });

/** The guard refused (403): the caller may not manage the registers. */
export const Refused = register('lokasi_temporer', { [list('lokasi_temporer')]: forbidden });

/** 'Hapus' confirmed, but the row was removed meanwhile (404): the dialog stays, the toast says why. */
export const DeleteRefused = {
  parameters: {
    api: {
      [`DELETE ${REGISTER_PATHS.lokasi_temporer}/:id`]: refusedWith(404, 'Lokasi temporer tidak ditemukan'),
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButton(canvasElement, 'table', 'Hapus');
    await clickButton(canvasElement, '[role="alertdialog"]', 'Hapus');
  },
};
