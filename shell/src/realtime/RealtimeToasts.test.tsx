import { act, render } from '@testing-library/react';
import type { RealtimeEvent } from '@portal/api-client';
import { notify, toaster } from '@portal/design-system';
import { RealtimeToasts } from './RealtimeToasts';

let pushed: ((event: RealtimeEvent) => void) | undefined;
jest.mock('@portal/api-client', () => ({
  useRealtime: (handler: (event: RealtimeEvent) => void) => {
    pushed = handler;
  },
}));

const visible = () => toaster.getVisibleToasts();
const push = (event: RealtimeEvent) => act(() => pushed?.(event));

describe('RealtimeToasts', () => {
  beforeEach(() => {
    pushed = undefined;
    render(<RealtimeToasts />);
  });
  afterEach(() => act(() => notify.clear()));

  it('shows a notification for 5 s under the server’s random id, removable by that id', () => {
    push({
      type: 'notification',
      data: {
        id: 'f3b1c2d4-0000-4000-8000-000000000001',
        title: 'Export',
        message: 'Export data pegawai selesai',
        variant: 'success',
      },
    });
    const toast = visible().find((t) => t.id === 'f3b1c2d4-0000-4000-8000-000000000001');
    expect(toast).toMatchObject({
      type: 'success',
      title: 'Export',
      description: 'Export data pegawai selesai',
      duration: 5000,
      closable: true,
    });
    act(() => notify.remove('f3b1c2d4-0000-4000-8000-000000000001'));
    expect(visible().find((t) => t.id === 'f3b1c2d4-0000-4000-8000-000000000001')).toBeUndefined();
  });

  it('shows finished and failed jobs; progress and unread counts are not toasts', () => {
    push({
      type: 'job.progress',
      data: { job_id: 'j1', progress: 50, status: 'running', message: null, result_url: null },
    });
    push({ type: 'mail.unread', data: { count: 3, message: null, mail: null } });
    expect(visible()).toHaveLength(0);

    push({
      type: 'job.done',
      data: { job_id: 'j1', progress: 100, status: 'done', message: null, result_url: '/api/x' },
    });
    push({
      type: 'job.done',
      data: { job_id: 'j2', progress: 40, status: 'failed', message: 'File tidak valid', result_url: null },
    });
    const [failed, done] = [...visible()].sort((a, b) => String(a.type).localeCompare(String(b.type)));
    expect(done).toMatchObject({
      type: 'success',
      title: 'Proses selesai',
      description: 'Job executed',
      duration: 5000,
    });
    expect(failed).toMatchObject({ type: 'error', title: 'Proses gagal', description: 'File tidak valid' });
    // One toast per job: the id is the job's, so a page announcing the same job replaces it.
    expect([done.id, failed.id]).toEqual(['job-j1', 'job-j2']);
  });
});
