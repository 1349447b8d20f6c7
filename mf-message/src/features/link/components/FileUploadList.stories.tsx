// The upload-address flow with the API answered by MSW: a real captcha challenge (solved in the
// browser), an upload address, a PUT that takes a while (progress, then 'Finishing...'), a record.
import { delay, http, HttpResponse } from 'msw';
import { withStoryApi } from '@portal/design-system/storybook';
import { FileUploadList } from './FileUploadList';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An ALTCHA v1 challenge as GET /api/captcha answers it, with little work to do. */
const captchaHandler = http.get('/api/captcha', async () => {
  const salt = `${Math.random().toString(16).slice(2)}?expires=${Math.floor(Date.now() / 1000) + 300}&`;
  return HttpResponse.json({
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${7}`),
    maxnumber: 50,
    salt,
    signature: 'story',
  });
});

const addressHandler = http.post('/api/storage', async ({ request }) => {
  const body = (await request.json()) as { path: string };
  await delay(300);
  return HttpResponse.json({
    data: `/api/storage/local/${encodeURI(body.path)}?max=10485760&expires=${Math.floor(Date.now() / 1000) + 300}&signature=story`,
  });
});

const storedHandler = http.put('/api/storage/local/*', async ({ request }) => {
  const size = (await request.arrayBuffer()).byteLength;
  await delay(1500); // the server checking and storing the bytes: the bar shows 'Finishing...'
  return HttpResponse.json({ message: 'File uploaded', data: { size } });
});

const refusedHandler = http.put('/api/storage/local/*', async () => {
  await delay(600);
  return HttpResponse.json(
    {
      message:
        'Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF. Jenis yang diizinkan: PDF, JPEG, PNG, XLSX, DOCX',
    },
    { status: 422 },
  );
});

const meta = {
  title: 'mf-message/Link/FileUploadList',
  component: FileUploadList,
  decorators: [withStoryApi],
  args: {
    pathFor: (name: string) => `link/7/${name}` as const,
    onRecord: async () => {
      await delay(800); // PUT /api/general/link/7 action update_files
    },
  },
  parameters: { msw: { handlers: [captchaHandler, addressHandler, storedHandler] } },
};

export default meta;

/** Choose one or more PDF, JPEG, PNG, XLSX or DOCX files (at most 10 MB each). */
export const Default = {};

/** The storage refuses the bytes (the content is not what the name says): the row shows why. */
export const Refused = { parameters: { msw: { handlers: [captchaHandler, addressHandler, refusedHandler] } } };
