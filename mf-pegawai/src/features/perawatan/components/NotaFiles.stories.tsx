// The bill scans of one care claim (/pegawai/perawatan/:token): GET /api/sdm/perawatan/x/nota/{id}/x/file
// answered by MSW with signed addresses. The registrar of a Draft adds one (sent as base64, 'Attachment
// Updated' with every file) or sees a refused file (422 'Ukuran file paling besar 2 MB'); anyone else,
// or a claim already sent, only opens them.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, invalid, json, serverError } from '../../../testing/story-api';
import { chooseFile } from '../../../testing/story-fixtures';
import { notaScan } from '../perawatan-fixtures';
import { NotaFiles } from './NotaFiles';

const FILES = api('/sdm/perawatan/x/nota/31/x/file');

function png(): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kwitansi-apotek.png', { type: 'image/png' });
}

const upload = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  chooseFile(canvasElement, '[data-testid="perawatan-file-input"]', png());

const meta = {
  title: 'mf-pegawai/Perawatan/NotaFiles',
  component: NotaFiles,
  decorators: [withStoryApi],
  args: { notaId: 31, canChange: true },
  parameters: { msw: { handlers: { list: http.get(FILES, json({ data: [notaScan] })) } } },
};

export default meta;

/** The registrar of a Draft: the scan opens in a new tab, 'Hapus' asks first, another can be added. */
export const Draft = {};

/** A claim already sent, or a viewer who did not register it: the scans are only opened. */
export const ReadOnly = { args: { canChange: false } };

/** No scan yet. */
export const Empty = { parameters: { msw: { handlers: { list: http.get(FILES, json({ data: [] })) } } } };

/** A PNG chosen: sent, then the list shows both scans and 'Attachment Updated'. */
export const Uploaded = {
  parameters: {
    msw: {
      handlers: {
        list: http.get(FILES, json({ data: [notaScan] })),
        upload: http.post(
          FILES,
          json({
            message: 'Attachment Updated',
            data: [notaScan, { ...notaScan, id: 82, name: 'kwitansi-apotek.png', content_type: 'image/png' }],
          }),
        ),
      },
    },
  },
  play: upload,
};

/** A file the server refuses (422 'Ukuran file paling besar 2 MB'): a toast, the list unchanged. */
export const Refused = {
  parameters: {
    msw: {
      handlers: {
        list: http.get(FILES, json({ data: [notaScan] })),
        upload: http.post(FILES, invalid({ file: ['Ukuran file paling besar 2 MB'] })),
      },
    },
  },
  play: upload,
};

/** The list failed (500): the server's text. */
export const LoadFailed = { parameters: { msw: { handlers: { list: http.get(FILES, serverError) } } } };
