// The upload deadline of a month (GET /x/batas_upload), as the upload and belum_upload pages show it.
import { BatasInfo } from './BatasInfo';

const batas = {
  kind: 'gaji' as const,
  tahun: 2026,
  bulan: 3,
  tanggal: '2026-03-20',
  is_default: false,
  is_lewat: false,
  updated_at: '2026-03-01T02:00:00.000Z',
};

const meta = { title: 'mf-gaji/Potongan/BatasInfo', component: BatasInfo, args: { batas } };

export default meta;

/** A date set by the salary admin, still ahead. */
export const Ahead = {};

/** No date set: the month's last day. */
export const Default = { args: { batas: { ...batas, tanggal: '2026-03-31', is_default: true, updated_at: null } } };

/** Passed: uploads and deletions of the month are refused. */
export const Passed = { args: { batas: { ...batas, is_lewat: true } } };
