/** The trip form's values, yup schema (the server's rules, said early) and request body. */
import * as yup from 'yup';
import type { SppdDetail, SppdInput } from '@portal/contracts';

export const REQUIRED = 'Field is required';
/** Server: MAX_TRIP_DAYS (sppd-rules.ts) — a trip lasts at most 90 days. */
export const MAX_TRIP_DAYS = 90;
const DAY_MS = 86_400_000;

export interface SppdFormValues {
  kantor_id: string;
  jenis_id: string;
  wilayah_id: string;
  kendaraan_id: string;
  parent_id: string;
  tujuan: string;
  keperluan: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
}

export function emptySppdForm(kantorId: number | null | undefined): SppdFormValues {
  return {
    kantor_id: kantorId ? String(kantorId) : '',
    jenis_id: '',
    wilayah_id: '',
    kendaraan_id: '',
    parent_id: '',
    tujuan: '',
    keperluan: '',
    tanggal_mulai: '',
    tanggal_selesai: '',
  };
}

export function sppdFormValuesOf(sppd: SppdDetail): SppdFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    kantor_id: String(sppd.kantor_id),
    jenis_id: String(sppd.jenis_id),
    wilayah_id: String(sppd.wilayah_id),
    kendaraan_id: id(sppd.kendaraan_id),
    parent_id: id(sppd.parent_id),
    tujuan: sppd.tujuan,
    keperluan: sppd.keperluan,
    tanggal_mulai: sppd.tanggal_mulai.slice(0, 10),
    tanggal_selesai: sppd.tanggal_selesai.slice(0, 10),
  };
}

export const sppdFormSchema: yup.ObjectSchema<SppdFormValues> = yup.object({
  kantor_id: yup.string().required(REQUIRED),
  jenis_id: yup.string().required(REQUIRED),
  wilayah_id: yup.string().required(REQUIRED),
  kendaraan_id: yup.string().default(''),
  parent_id: yup.string().default(''),
  tujuan: yup.string().trim().required(REQUIRED).max(300, 'Tujuan paling banyak 300 karakter'),
  keperluan: yup.string().trim().required(REQUIRED).max(1000, 'Maksud perjalanan paling banyak 1000 karakter'),
  tanggal_mulai: yup.string().required(REQUIRED),
  tanggal_selesai: yup
    .string()
    .required(REQUIRED)
    .test('after-start', 'Tanggal selesai tidak boleh sebelum tanggal mulai', function check(value) {
      const start = this.parent.tanggal_mulai as string;
      return !value || !start || value >= start;
    })
    .test('span', `Perjalanan dinas paling lama ${MAX_TRIP_DAYS} hari`, function check(value) {
      const start = this.parent.tanggal_mulai as string;
      return !value || !start || (Date.parse(value) - Date.parse(start)) / DAY_MS < MAX_TRIP_DAYS;
    }),
});

/** The request body: numbers for the ids, null for the optional ones left empty, trimmed texts. */
export function toSppdBody(values: SppdFormValues): SppdInput {
  const optional = (value: string) => (value ? Number(value) : null);
  return {
    kantor_id: Number(values.kantor_id),
    jenis_id: Number(values.jenis_id),
    wilayah_id: Number(values.wilayah_id),
    kendaraan_id: optional(values.kendaraan_id),
    parent_id: optional(values.parent_id),
    tujuan: values.tujuan.trim(),
    keperluan: values.keperluan.trim(),
    tanggal_mulai: values.tanggal_mulai,
    tanggal_selesai: values.tanggal_selesai,
  };
}
