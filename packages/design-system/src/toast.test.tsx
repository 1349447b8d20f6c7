import { act, render, screen, waitFor } from '@testing-library/react';
import { PortalProvider } from './PortalProvider';
import { jobToastId, notify, toaster } from './toast';

const find = (id: string) => toaster.getVisibleToasts().find((toast) => toast.id === id);

describe('notify', () => {
  afterEach(() => act(() => notify.clear()));

  it.each([
    ['success', undefined],
    ['info', undefined],
    ['warning', undefined],
    ['error', 'Error!'],
  ] as const)('%s lasts 5000 ms by default with title %s', (type, title) => {
    const id = notify[type]('Izin created');
    expect(find(id)).toMatchObject({ type, description: 'Izin created', title, duration: 5000 });
  });

  it('takes a custom title and duration', () => {
    const id = notify.error('Gagal absen', { title: 'Absen', duration: 10000 });
    expect(find(id)).toMatchObject({ type: 'error', title: 'Absen', duration: 10000 });
  });

  it('a fixed id replaces the toast instead of adding a second one', () => {
    const id = jobToastId('j1');
    expect(notify.success('Export data pegawai selesai: 300 pegawai', { title: 'Proses selesai', id })).toBe('job-j1');
    notify.success('Export data pegawai selesai', { title: 'Proses selesai', id });
    expect(toaster.getVisibleToasts().filter((t) => t.id === id)).toHaveLength(1);
    expect(find(id)).toMatchObject({ description: 'Export data pegawai selesai' });
  });

  it('sessionEnded: 2000 ms', () => {
    const id = notify.sessionEnded();
    expect(find(id)).toMatchObject({ description: 'Sesi berakhir, silahkan login kembali', duration: 2000 });
  });

  it('defaultPassword: 15000 ms, or 10000 ms with the hold suffix', () => {
    const warn = notify.defaultPassword();
    expect(find(warn)).toMatchObject({
      description: 'Password default anda harus diganti, ini demi keamanan.',
      duration: 15000,
    });
    const hold = notify.defaultPassword(true);
    expect(find(hold)).toMatchObject({
      description:
        'Password default anda harus diganti, ini demi keamanan. Setelah itu baru bisa akses halaman yang lain.',
      duration: 10000,
    });
  });

  it("draftWarning: 'Warning!' titled, 5000 ms, with a time bar", () => {
    const id = notify.draftWarning();
    expect(find(id)).toMatchObject({
      type: 'warning',
      title: 'Warning!',
      description: 'Cek kembali sebelum Request Approval',
      duration: 5000,
      meta: { progress: true },
    });
  });

  it("processing: 'Proccessing . . .' cannot be closed by the user", () => {
    const id = notify.processing();
    expect(find(id)).toMatchObject({ description: 'Proccessing . . .', duration: 5000, closable: false });
  });

  it('gives every notification a random id and removes by id', () => {
    const first = notify.info('satu');
    const second = notify.info('dua');
    expect(first).not.toEqual(second);
    expect(first).toMatch(/^notify-/);
    act(() => notify.remove(first));
    expect(find(first)).toBeUndefined();
    expect(find(second)).toBeDefined();
  });

  it('renders through the Toaster of PortalProvider, with a close button', async () => {
    render(<PortalProvider />);
    await act(async () => {
      notify.draftWarning();
    });
    await waitFor(() => expect(screen.getByText('Cek kembali sebelum Request Approval')).toBeInTheDocument());
    expect(screen.getByText('Warning!')).toBeInTheDocument();
    expect(screen.getByTestId('toast-time-bar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutup notifikasi' })).toBeInTheDocument();
  });
});
