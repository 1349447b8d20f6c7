// The evidence files of an attendance delete request, as its detail page lists them: a name opens
// the file (GET /storage?location=…, a one-page PDF here); while it is the requester's Draft, 'Hapus'
// asks first and removes it (PUT …/delete_request/{id} action destroy_file). States: editable,
// read-only, none yet, a removal asked, a removal refused (409: no longer a Draft). Adding a file
// goes through the captcha (GET /captcha, solved in the browser), an upload address (POST /storage),
// a PUT of the bytes with XMLHttpRequest (progress) and the record (PUT …/delete_request/{id} action
// update_files), all answered here: stored, or the bytes refused by the storage (422).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AbsenDeleteRequestFile } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify } from '@portal/design-system';
import {
  clicks,
  clicksAndConfirms,
  json,
  pegawaiUser,
  portalSession,
  refusedWith,
  storageDownloadHandler,
  storedFile,
  type Resolver,
} from '../../../testing/story-fixtures';
import { destroyDeleteRequestFile, DELETE_REQUEST_PATH, recordDeleteRequestFile } from '../api';
import { DeleteRequestAttachment } from './DeleteRequestAttachment';

const file = (id: number, name: string, type = 'application/pdf'): AbsenDeleteRequestFile => ({
  ...storedFile(id, name, type),
  location: `absen/delete/request/17/${name}`,
});

const FILES = [file(51, 'tangkapan-layar-aplikasi.png', 'image/png'), file(52, 'surat-keterangan-atasan.pdf')];

/** The list with the files as the last answer left them (the detail page reloads the request). */
function Attachments({ files: initial, canEdit }: { files: AbsenDeleteRequestFile[]; canEdit: boolean }) {
  const transport = useTransport();
  const [files, setFiles] = useState(initial);
  return (
    <DeleteRequestAttachment
      requestId={17}
      files={files}
      canEdit={canEdit}
      onRecord={async (stored) => {
        notify.success((await recordDeleteRequestFile(transport, 17, stored)).message);
        setFiles((all) => [...all, file(60 + all.length, stored.name)]);
      }}
      onDestroy={async (fileId) => {
        try {
          notify.success((await destroyDeleteRequestFile(transport, 17, fileId)).message);
          setFiles((all) => all.filter((f) => f.id !== fileId));
        } catch (error) {
          notify.error((error as Error).message);
          throw error;
        }
      }}
    />
  );
}

const REMOVE_FIRST = '[data-kind="danger"]';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An ALTCHA v1 challenge as GET /api/captcha answers it, with little work to do. */
const captcha = http.get('/api/captcha', async () => {
  const salt = `${Math.random().toString(16).slice(2)}?expires=${Math.floor(Date.now() / 1000) + 300}&`;
  return HttpResponse.json({
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${7}`),
    maxnumber: 50,
    salt,
    signature: 'story',
  });
});

/** POST /api/storage: a signed upload address for the path. */
const uploadAddress = http.post('/api/storage', async ({ request }) => {
  const body = (await request.json()) as { path: string };
  await delay(300);
  return HttpResponse.json({
    data: `/api/storage/local/${encodeURI(body.path)}?max=5242880&expires=${Math.floor(Date.now() / 1000) + 300}&signature=story`,
  });
});

/** PUT of the bytes to the address: stored after the server checked them. */
const stored: Resolver = async ({ request }) => {
  const size = (await request.arrayBuffer()).byteLength;
  await delay(1000);
  return HttpResponse.json({ message: 'File uploaded', data: { size } });
};

/** The storage refuses the bytes (the content is not what the name says). */
const bytesRefused = refusedWith(
  422,
  'Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF. Jenis yang diizinkan: PDF, JPEG, PNG',
);

/** The list's calls: a file's download, the request's PUT (answered by `act`) and the upload. */
const handlers = ({
  act = json({ message: 'Pengajuan hapus absen updated', data: {} }),
  upload = stored,
}: { act?: Resolver; upload?: Resolver } = {}): RequestHandler[] => [
  storageDownloadHandler,
  http.put(`/api${DELETE_REQUEST_PATH}/:id`, act),
  captcha,
  uploadAddress,
  http.put('/api/storage/local/*', upload),
];

const meta = {
  title: 'mf-absen/AbsenDeleteRequest/DeleteRequestAttachment',
  component: Attachments,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { files: FILES, canEdit: true },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** The requester's Draft: open, remove or add evidence (PDF, JPG, PNG; the upload is stored and recorded). */
export const EditableDraft = {};

/** Requested or decided: the files open, nothing changes. */
export const ReadOnly = { args: { canEdit: false } };

/** None yet: 'Belum ada lampiran.' */
export const NoFiles = { args: { files: [] } };

/** 'Hapus' asks first ('Hapus lampiran?') with the file's name. */
export const RemoveAsksFirst = { play: clicks(REMOVE_FIRST) };

/** A removal confirmed after the request left Draft (409): the dialog stays, the toast says why. */
export const RemovalRefused = {
  parameters: {
    msw: { handlers: handlers({ act: refusedWith(409, 'Hanya pengajuan berstatus Draft yang dapat diubah') }) },
  },
  play: clicksAndConfirms(REMOVE_FIRST, 'Hapus'),
};

/** An added file whose bytes the storage refuses (422): the server's message as an error toast. (Choose a file.) */
export const UploadRefused = { parameters: { msw: { handlers: handlers({ upload: bytesRefused }) } } };
