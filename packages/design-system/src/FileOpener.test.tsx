import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileOpener } from './FileOpener';
import { renderWithPortal } from './testing/render-with-portal';
import { notify, toaster } from './toast';
import { downloadFile, fileOpenMode, resolveFileType, useFileOpener, type OpenableFile } from './useFileOpener';

const created: Blob[] = [];
const clicked: { href: string; download: string }[] = [];
let openSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeAll(() => {
  // jsdom has no object URLs; record what would be shown.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      created.push(blob);
      return `blob:portal/${created.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});

beforeEach(() => {
  created.length = 0;
  clicked.length = 0;
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

const file = (name: string, type: string, contentType?: string): OpenableFile => ({
  blob: new Blob(['x'], { type }),
  fileName: name,
  contentType,
});

describe('fileOpenMode', () => {
  it.each([
    ['surat.pdf', 'application/pdf', 'tab'],
    ['foto.jpeg', 'image/jpeg', 'tab'],
    ['foto.png', 'image/png', 'tab'],
    ['rekap.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'download'],
    ['surat.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'download'],
    ['gambar.gif', 'image/gif', 'download'],
    ['halaman.html', 'text/html', 'download'],
  ])('%s (%s) → %s', (name, type, mode) => {
    expect(fileOpenMode(file(name, type))).toBe(mode);
  });

  it('trusts the declared type over the name, and the name when the type says nothing', () => {
    expect(fileOpenMode(file('surat.pdf', '', 'text/html; charset=utf-8'))).toBe('download');
    expect(resolveFileType(file('SURAT.PDF', 'application/octet-stream'))).toBe('application/pdf');
    expect(fileOpenMode(file('tanpa-jenis', ''))).toBe('download');
  });
});

describe('useFileOpener', () => {
  it('opens a PDF in a new tab from an object URL typed as PDF', async () => {
    const load = jest.fn(async () => file('surat.pdf', 'application/octet-stream', 'application/pdf'));
    const { result } = renderHook(() => useFileOpener(load));
    let mode: unknown;
    await act(async () => {
      mode = await result.current.open('link/7/surat.pdf');
    });
    expect(mode).toBe('tab');
    expect(load).toHaveBeenCalledWith('link/7/surat.pdf');
    expect(openSpy).toHaveBeenCalledWith('blob:portal/1', '_blank');
    expect(created[0].type).toBe('application/pdf');
    expect(clicked).toEqual([]);
  });

  it('downloads other types under their file name', async () => {
    const { result } = renderHook(() =>
      useFileOpener(async () =>
        file('Rekap Absen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    );
    await act(async () => {
      await result.current.open('link/7/rekap.xlsx');
    });
    expect(openSpy).not.toHaveBeenCalled();
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'Rekap Absen.xlsx' }]);
  });

  it('downloadFile saves a job result under its name, even a viewable type', () => {
    downloadFile(new Blob(['pdf'], { type: 'application/pdf' }), 'Laporan Absen 2026.pdf');
    expect(openSpy).not.toHaveBeenCalled();
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'Laporan Absen 2026.pdf' }]);
  });

  it('downloads a viewable file when the browser blocks the new tab', async () => {
    openSpy.mockReturnValue(null);
    const { result } = renderHook(() => useFileOpener(async () => file('foto.png', 'image/png')));
    await act(async () => {
      expect(await result.current.open('x/foto.png')).toBe('download');
    });
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'foto.png' }]);
  });

  it('a refused response shows its status text as an error for 5 s', async () => {
    const { result } = renderHook(() =>
      useFileOpener(async () => {
        throw Object.assign(new Error('Anda tidak memiliki akses ke file ini'), {
          status: 403,
          statusText: 'Forbidden',
        });
      }),
    );
    await act(async () => {
      expect(await result.current.open('link/7/a.pdf')).toBeNull();
    });
    const toasts = toaster.getVisibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'error', title: 'Error!', description: 'Forbidden', duration: 5000 });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('without a status text the message of the response is shown', async () => {
    const { result } = renderHook(() =>
      useFileOpener(async () => {
        throw Object.assign(new Error('File tidak ditemukan'), { status: 404 });
      }),
    );
    await act(async () => {
      await result.current.open('link/7/a.pdf');
    });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ description: 'File tidak ditemukan', duration: 5000 });
  });

  it('no response at all (network, status 0) → an alert', async () => {
    const { result } = renderHook(() =>
      useFileOpener(async () => {
        throw Object.assign(new Error('Something went wrong'), { status: 0 });
      }),
    );
    await act(async () => {
      await result.current.open('link/7/a.pdf');
    });
    expect(alertSpy).toHaveBeenCalledWith('Something went wrong');
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});

describe('<FileOpener>', () => {
  it('shows the file name, is busy while loading, then opens the file', async () => {
    let finish: (value: OpenableFile) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<OpenableFile>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithPortal(<FileOpener location="absen/delete/request/3/bukti sakit.jpeg" load={load} />);
    const button = screen.getByRole('button', { name: 'bukti sakit.jpeg' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    await act(async () => finish(file('bukti sakit.jpeg', 'image/jpeg')));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(openSpy).toHaveBeenCalledWith('blob:portal/1', '_blank');
  });

  it('takes a label', () => {
    renderWithPortal(
      <FileOpener location="link/7/a.pdf" load={jest.fn()}>
        Lihat lampiran
      </FileOpener>,
    );
    expect(screen.getByRole('button', { name: 'Lihat lampiran' })).toBeInTheDocument();
  });
});
