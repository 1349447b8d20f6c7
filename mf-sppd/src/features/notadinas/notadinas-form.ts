/** The memo form's values, rules (mirroring the server's) and body. */
import * as yup from 'yup';
import { portalToday } from '@portal/domain';
import type { NotadinasDetail, NotadinasInput } from '@portal/contracts';

export interface NotadinasFormValues {
  surat_id: string;
  perihal: string;
  isi: string;
  tanggal: string;
  kepada_jabatan_ids: number[];
  kepada_pegawai_ids: number[];
}

export const KEPADA_REQUIRED = 'Tujuan nota dinas wajib diisi (jabatan atau pegawai)';

export const notadinasFormSchema = yup.object({
  surat_id: yup.string().required('Jenis surat wajib dipilih'),
  perihal: yup.string().trim().required('Perihal wajib diisi').max(255, 'Perihal paling banyak 255 karakter'),
  isi: yup.string().trim().required('Isi wajib diisi').max(20000, 'Isi paling banyak 20.000 karakter'),
  tanggal: yup.string().required('Tanggal wajib diisi'),
  kepada_jabatan_ids: yup.array(yup.number().required()).test('kepada', KEPADA_REQUIRED, function (value) {
    const pegawai = (this.parent as NotadinasFormValues).kepada_pegawai_ids ?? [];
    return (value?.length ?? 0) + pegawai.length > 0;
  }),
  kepada_pegawai_ids: yup.array(yup.number().required()),
});

export function emptyNotadinasForm(): NotadinasFormValues {
  return { surat_id: '', perihal: '', isi: '', tanggal: portalToday(), kepada_jabatan_ids: [], kepada_pegawai_ids: [] };
}

export function notadinasFormValuesOf(memo: NotadinasDetail): NotadinasFormValues {
  return {
    surat_id: String(memo.surat_id),
    perihal: memo.perihal,
    isi: memo.isi,
    tanggal: memo.tanggal.slice(0, 10),
    kepada_jabatan_ids: memo.kepada.flatMap((k) => (k.jabatan_id === null ? [] : [k.jabatan_id])),
    kepada_pegawai_ids: memo.kepada.flatMap((k) => (k.pegawai_id === null ? [] : [k.pegawai_id])),
  };
}

export function toNotadinasBody(values: NotadinasFormValues): NotadinasInput {
  return {
    surat_id: Number(values.surat_id),
    perihal: values.perihal.trim(),
    isi: values.isi.trim(),
    tanggal: values.tanggal,
    kepada_jabatan_ids: values.kepada_jabatan_ids,
    kepada_pegawai_ids: values.kepada_pegawai_ids,
  };
}
