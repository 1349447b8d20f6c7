// The files of a leave request as its detail page lists them. While it is a Draft its requester adds
// (POST …/izin/{id} event store_create_attachment, the file as base64) and removes (event
// store_delete_attachment, after a confirmation) them; the answer is the izin with its files as they
// are then. Afterwards the list is read-only. Opening a file asks for its signed address
// (GET …/izin/{id}/x/file). States: read-only, editable Draft, none, removal asking first, refusals.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { IzinDetail, IzinFileInput, IzinMutationAnswer } from '@portal/contracts';
import {
  approvals,
  clicks,
  clicksAndConfirms,
  izinDetail,
  json,
  pegawaiUser,
  portalSession,
  refusedWith,
  storageDownloadHandler,
  storedFile,
  type Resolver,
} from '../../../testing/story-fixtures';
import { IzinAttachments } from './IzinAttachments';

const SURAT = storedFile(31, 'surat-dokter-klinik-medika.pdf');
const RESEP = storedFile(32, 'resep-obat.jpg', 'image/jpeg', 96_300);

/** The Draft whose files change. */
const DRAFT = izinDetail({
  jenis_id: 2,
  jenis_nama: 'Sakit dengan Surat Dokter',
  tanggal_mulai: '2026-11-23',
  tanggal_selesai: '2026-11-24',
  hari: 2,
  alasan: 'Demam tinggi, istirahat sesuai anjuran dokter',
  attachments: [SURAT, RESEP],
  attachments_count: 2,
  approval: approvals.draft,
});

/** POST …/izin/{id}: adds or removes a file of `izin` (server message 'Attachment Updated'). */
const editing =
  (izin: IzinDetail): Resolver =>
  async ({ request }) => {
    const input = (await request.json()) as { event: string; file?: IzinFileInput; file_id?: number };
    await delay(600);
    const attachments =
      input.event === 'store_create_attachment' && input.file
        ? [...izin.attachments, storedFile(40 + izin.attachments.length, input.file.name)]
        : izin.attachments.filter((f) => f.id !== input.file_id);
    const answer: IzinMutationAnswer = {
      message: 'Attachment Updated',
      data: { ...izin, attachments, attachments_count: attachments.length },
    };
    return HttpResponse.json(answer);
  };

/** POST /api/sdm/pegawai/x/izin/:id answered by `edit`, and the signed address of a file. */
const handlers = (edit: Resolver = editing(DRAFT)): RequestHandler[] => [
  http.post('/api/sdm/pegawai/x/izin/:id', edit),
  http.get(
    '/api/sdm/pegawai/x/izin/:id/x/file',
    json({ data: '/api/storage?location=izin/7/surat-dokter-klinik-medika.pdf' }),
  ),
  storageDownloadHandler,
];

/** The list with the izin replaced by each answer, as on the detail page. */
function Attachments({ izin: initial }: { izin: IzinDetail }) {
  const [izin, setIzin] = useState(initial);
  return <IzinAttachments izin={izin} onChanged={setIzin} />;
}

const meta = {
  title: 'mf-absen/Izin/IzinAttachments',
  component: Attachments,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { izin: DRAFT },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** The requester's Draft: open, remove ('Hapus') or add ('Tambah lampiran': PDF, JPEG or PNG) files. */
export const EditableDraft = {};

/** Requested or decided: the files open, nothing changes. */
export const ReadOnly = {
  args: { izin: { ...DRAFT, approval: approvals.waitingAtasan, status: 'menunggu', can_edit_attachments: false } },
};

/** No file: 'Tidak ada lampiran'. */
export const NoAttachments = { args: { izin: { ...DRAFT, attachments: [], attachments_count: 0 } } };

/** 'Hapus' asks first ('Hapus lampiran?'); nothing is sent until it is confirmed. */
export const RemoveAsksFirst = { play: clicks('[aria-label="Hapus lampiran resep-obat.jpg"]') };

/**
 * Removing the last doctor's note, confirmed: the server keeps it (422 on `file_id`, sick leave with
 * a doctor's note needs one); the toast shows the answer's message.
 */
export const RemovalRefused = {
  parameters: {
    msw: {
      handlers: handlers(
        refusedWith(422, 'Data yang dikirim tidak valid', {
          file_id: ['Sakit dengan surat dokter wajib melampirkan surat dokter'],
        }),
      ),
    },
  },
  play: clicksAndConfirms('[aria-label="Hapus lampiran surat-dokter-klinik-medika.pdf"]', 'Hapus'),
};

/** A removal confirmed after the izin was requested in another tab (409): files change only while Draft. */
export const NoLongerDraft = {
  parameters: {
    msw: { handlers: handlers(refusedWith(409, 'Lampiran hanya dapat diubah selama izin berstatus Draft')) },
  },
  play: clicksAndConfirms('[aria-label="Hapus lampiran resep-obat.jpg"]', 'Hapus'),
};
