// The evidence files of an attendance delete request, as its detail page lists them: a name opens
// the file (GET /storage?location=…, a one-page PDF here); while it is the requester's Draft, 'Hapus'
// asks first and removes it (PUT …/delete_request/{id} action destroy_file). States: editable,
// read-only, none yet, a removal asked, a removal refused (409: no longer a Draft). Adding a file
// goes through the captcha, an upload address and a PUT with XMLHttpRequest, which the stories'
// API stand-in does not answer, so choosing a file here ends in an error toast.
import { useState } from 'react';
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
  storageDownload,
  storedFile,
  withPortal,
} from '../../../testing/story-fixtures';
import { destroyDeleteRequestFile, DELETE_REQUEST_PATH } from '../api';
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
      onRecord={async () => undefined}
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

const meta = {
  title: 'mf-absen/AbsenDeleteRequest/DeleteRequestAttachment',
  component: Attachments,
  decorators: [withPortal],
  loaders: [portalSession],
  args: { files: FILES, canEdit: true },
  parameters: {
    user: pegawaiUser,
    api: {
      'GET /storage': storageDownload,
      [`PUT ${DELETE_REQUEST_PATH}/:id`]: json({ message: 'Pengajuan hapus absen updated', data: {} }),
    },
  },
};

export default meta;

/** The requester's Draft: open, remove or add evidence (PDF, JPG, PNG). */
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
    api: {
      [`PUT ${DELETE_REQUEST_PATH}/:id`]: refusedWith(409, 'Hanya pengajuan berstatus Draft yang dapat diubah'),
    },
  },
  play: clicksAndConfirms(REMOVE_FIRST, 'Hapus'),
};
