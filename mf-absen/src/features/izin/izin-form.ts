/** The create form's values, yup schema (the server's rules, said early) and request body. */
import * as yup from 'yup';
import type { IzinCreateInput } from '@portal/contracts';

export const REQUIRED = 'Field is required';
/** Types needing a supporting document (server: IZIN_TYPES_NEEDING_ATTACHMENT). */
export const JENIS_NEEDING_ATTACHMENT: readonly number[] = [2];
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export interface IzinFormValues {
  jenis_id: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alasan: string;
  attachment: File | null;
}

export const EMPTY_IZIN_FORM: IzinFormValues = {
  jenis_id: '',
  tanggal_mulai: '',
  tanggal_selesai: '',
  alasan: '',
  attachment: null,
};

export const izinFormSchema: yup.ObjectSchema<IzinFormValues> = yup.object({
  jenis_id: yup.string().required(REQUIRED),
  tanggal_mulai: yup.string().required(REQUIRED),
  tanggal_selesai: yup
    .string()
    .required(REQUIRED)
    .test('after-start', 'Tanggal selesai tidak boleh sebelum tanggal mulai', function check(value) {
      const start = this.parent.tanggal_mulai as string;
      return !value || !start || value >= start;
    }),
  alasan: yup.string().trim().required(REQUIRED).max(1000, 'Alasan paling banyak 1000 karakter'),
  attachment: yup
    .mixed<File>()
    .nullable()
    .defined()
    .test('needed', 'Sakit dengan surat dokter wajib melampirkan surat dokter', function check(value) {
      return !JENIS_NEEDING_ATTACHMENT.includes(Number(this.parent.jenis_id)) || value instanceof File;
    })
    .test(
      'size',
      'Ukuran lampiran melebihi batas 5 MB',
      (value) => !(value instanceof File) || value.size <= MAX_ATTACHMENT_BYTES,
    ),
});

/** Editing a Draft: the attachment is not part of the form (its files are kept and changed on the page). */
export const izinEditSchema = izinFormSchema.shape({ attachment: yup.mixed<File>().nullable().defined() });

/** The form's values of an izin being edited. */
export function izinFormValuesOf(izin: {
  jenis_id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alasan: string;
}): IzinFormValues {
  return {
    jenis_id: String(izin.jenis_id),
    tanggal_mulai: izin.tanggal_mulai,
    tanggal_selesai: izin.tanggal_selesai,
    alasan: izin.alasan,
    attachment: null,
  };
}

export function toIzinBody(values: IzinFormValues): Omit<IzinCreateInput, 'attachment'> {
  return {
    jenis_id: Number(values.jenis_id),
    tanggal_mulai: values.tanggal_mulai,
    tanggal_selesai: values.tanggal_selesai,
    alasan: values.alasan.trim(),
  };
}
