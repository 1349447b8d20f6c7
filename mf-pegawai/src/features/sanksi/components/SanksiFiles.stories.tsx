// The decree files of one sanction (/pegawai/sanksi/:id): GET /api/sdm/pegawai/x/sanksi/{id}/x/file
// answered by MSW with signed addresses, a file chosen and sent as base64 ('Attachment Updated' with
// every file), a refused file (422 'Ukuran file paling besar 2 MB') and a list that fails to load.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, invalid, json, serverError } from '../../../testing/story-api';
import { chooseFile } from '../../../testing/story-fixtures';
import { SanksiFiles } from './SanksiFiles';

const FILES_PATH = '/sdm/pegawai/x/sanksi/11/x/file';
const stored = {
  id: 91,
  name: 'SK-SP-2026-001.pdf',
  content_type: 'application/pdf',
  size: 182_311,
  url: '/storage/sanksi/11/SK-SP-2026-001.pdf',
  created_at: '2026-01-06T02:15:00.000Z',
};

function pdf(): File {
  return new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'SK-SP-2026-002.pdf', { type: 'application/pdf' });
}

const upload = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  chooseFile(canvasElement, '[data-testid="sanksi-file-input"]', pdf());

const meta = {
  title: 'mf-pegawai/Sanksi/SanksiFiles',
  component: SanksiFiles,
  decorators: [withStoryApi],
  args: { sanksiId: 11 },
  parameters: { msw: { handlers: { list: http.get(api(FILES_PATH), json({ data: [stored] })) } } },
};

export default meta;

/** One decree file, opened in a new tab; 'Hapus' asks first. */
export const WithFile = {};

/** No file yet: the record is listed as invalid until one is added. */
export const Empty = { parameters: { msw: { handlers: { list: http.get(api(FILES_PATH), json({ data: [] })) } } } };

/** A PDF chosen: sent, then the list shows both files and 'Attachment Updated'. */
export const Uploaded = {
  parameters: {
    msw: {
      handlers: {
        list: http.get(api(FILES_PATH), json({ data: [stored] })),
        upload: http.post(
          api(FILES_PATH),
          json({ message: 'Attachment Updated', data: [stored, { ...stored, id: 92, name: 'SK-SP-2026-002.pdf' }] }),
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
        list: http.get(api(FILES_PATH), json({ data: [stored] })),
        upload: http.post(api(FILES_PATH), invalid({ file: ['Ukuran file paling besar 2 MB'] })),
      },
    },
  },
  play: upload,
};

/** The list failed (500): the server's text. */
export const LoadFailed = { parameters: { msw: { handlers: { list: http.get(api(FILES_PATH), serverError) } } } };
