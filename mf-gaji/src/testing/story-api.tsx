// MSW handlers of mf-gaji's Storybook stories (never imported by the remote's own code), answering like
// packages/server/src/modules/gaji (answers of packages/contracts/src/gaji.ts; jobs at
// GET /api/general/jobs/{id}). The realtime stream is refused, so followed jobs are polled.
import { delay, http, HttpResponse } from 'msw';
import type { JobView } from '@portal/contracts';

export const api = (path: string) => `/api${path}`;

/** The offices option file (/options/kantor.json) with a few offices. */
export const kantorOptions = http.get('*/options/kantor.json', () =>
  HttpResponse.json([
    { id: 5, nama: 'Kantor Cabang Bandung' },
    { id: 6, nama: 'Kantor Cabang Bogor' },
    { id: 7, nama: 'Kantor Cabang Utama Jakarta' },
  ]),
);

/** GET {B}/x/kantor of both kinds: only the offices taking part in deductions (Bogor does not). */
export const deductionKantor = http.get(api('/sdm/pegawai/x/:base/x/kantor'), () =>
  HttpResponse.json({
    data: [
      { id: 5, nama: 'Kantor Cabang Bandung' },
      { id: 7, nama: 'Kantor Cabang Utama Jakarta' },
    ],
  }),
);

/** No realtime stream in stories: the followed job is read at GET /api/general/jobs/{id}. */
export const noRealtime = http.post(api('/realtime/ticket'), () =>
  HttpResponse.json({ message: 'Tidak tersedia' }, { status: 503 }),
);

/** A job that is queued, runs, then ends as `end` says, 1.5 s after it was created. */
export function jobHandler(end: Pick<JobView, 'status' | 'message' | 'result' | 'error'>) {
  const created = Date.now();
  return http.get(api('/general/jobs/:id'), ({ params }) => {
    const ended = Date.now() - created > 1500;
    const view: JobView = {
      id: String(params.id),
      name: 'potongan_gaji.upload',
      status: ended ? end.status : 'running',
      progress: ended ? 100 : 40,
      message: ended ? end.message : 'Memeriksa isi file',
      result_url: null,
      result: ended ? end.result : null,
      error: ended ? end.error : null,
      attempts: 1,
      created_at: new Date(created).toISOString(),
      started_at: new Date(created).toISOString(),
      finished_at: ended ? new Date().toISOString() : null,
    };
    return HttpResponse.json({ data: view });
  });
}

/** The xlsx answered for downloads (an empty ZIP is enough for the browser to save). */
export const xlsxBytes = () =>
  new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });

export { delay };

/** Picks `file` in the file input matching `selector` (plain DOM: stories have no testing library). */
export async function chooseFile(root: HTMLElement, selector: string, file: File): Promise<void> {
  const input = await waitFor(() => root.querySelector<HTMLInputElement>(selector));
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Clicks the element matching `selector` once it is shown. */
export async function clickWhenShown(root: HTMLElement, selector: string): Promise<void> {
  (await waitFor(() => root.querySelector<HTMLElement>(selector))).click();
}

/** Clicks the `label` button of the confirm dialog (portalled: outside the story's canvas) once it is shown. */
export async function confirmWith(root: HTMLElement, label: string): Promise<void> {
  const button = await waitFor(
    () =>
      Array.from(root.ownerDocument.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')).find(
        (b) => b.textContent?.trim() === label && !b.disabled,
      ) ?? null,
  );
  button.click();
}

async function waitFor<T>(find: () => T | null, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error('Elemen tidak ditemukan');
    await new Promise((r) => setTimeout(r, 50));
  }
}
