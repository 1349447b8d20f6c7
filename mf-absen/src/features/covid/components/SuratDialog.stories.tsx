// The letters (surat) of one health declaration: GET /general/covid/x/surat?covid_id=… lists them,
// a name opens the file (GET /storage?location=…, a one-page PDF here), 'Hapus' asks first and sends
// DELETE /general/covid/x/surat/{id}. States: with letters, none yet, loading, a deletion asked and
// a deletion refused. The upload field sends the file with XMLHttpRequest (for its progress) to
// POST /general/covid/x/surat?covid_id=…&name=…, answered here too: stored ('Surat created'), or
// refused (422: not a PDF, JPG or PNG).
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { CovidSurat } from '@portal/contracts';
import {
  clicks,
  clicksAndConfirms,
  covidRows,
  json,
  never,
  pegawaiUser,
  portalSession,
  refusedWith,
  storageDownloadHandler,
  storedFile,
  type Resolver,
} from '../../../testing/story-fixtures';
import { SuratDialog } from './SuratDialog';

const ROW = covidRows.find((r) => r.surat_count > 0) ?? covidRows[0];

const surat = (id: number, name: string): CovidSurat => ({
  ...storedFile(id, name),
  location: `covid/${ROW.id}/${name}`,
});

const LETTERS = [surat(71, 'surat-keterangan-dokter.pdf'), surat(72, 'hasil-tes-antigen.pdf')];

/** POST /general/covid/x/surat: the bytes stored after a moment (the bar shows the upload's progress). */
const uploaded: Resolver = async ({ request }) => {
  await request.arrayBuffer();
  await delay(800);
  return HttpResponse.json({ message: 'Surat created' });
};

/** The dialog's calls, each answered as the server does unless told. */
const handlers = ({
  list = json({ data: LETTERS }),
  remove = json({ message: 'Surat deleted' }),
  upload = uploaded,
}: { list?: Resolver; remove?: Resolver; upload?: Resolver } = {}): RequestHandler[] => [
  http.get('/api/general/covid/x/surat', list),
  http.post('/api/general/covid/x/surat', upload),
  http.delete('/api/general/covid/x/surat/:id', remove),
  storageDownloadHandler,
];

const meta = {
  title: 'mf-absen/Covid/SuratDialog',
  component: SuratDialog,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { row: ROW, onClose: () => undefined },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** Two letters: open one by its name, delete it, or upload another (PDF, JPG, PNG, at most 5 MB). */
export const WithLetters = {};

/** None yet: 'Belum ada surat.' and the upload field. */
export const NoLetters = { parameters: { msw: { handlers: handlers({ list: json({ data: [] }) }) } } };

/** The list is on its way. */
export const Loading = { parameters: { msw: { handlers: handlers({ list: never }) } } };

/** 'Hapus' asks first ('Hapus surat?') with the letter's name. */
export const DeleteAsksFirst = { play: clicks('[role="dialog"] button[data-kind="danger"]') };

/**
 * A deletion confirmed but refused (404: removed meanwhile): the confirm dialog stays open to try
 * again or cancel (SuratDialog shows no message of its own for it).
 */
export const DeleteRefused = {
  parameters: { msw: { handlers: handlers({ remove: refusedWith(404, 'Surat tidak ditemukan') }) } },
  play: clicksAndConfirms('[role="dialog"] button[data-kind="danger"]', 'Hapus'),
};

/**
 * The upload refused (422): the content is not a PDF, JPG or PNG; the server's message as an error
 * toast. (Choose a file in the upload field.)
 */
export const UploadRefused = {
  parameters: {
    msw: {
      handlers: handlers({
        upload: refusedWith(
          422,
          'Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF, JPG atau PNG',
        ),
      }),
    },
  },
};
