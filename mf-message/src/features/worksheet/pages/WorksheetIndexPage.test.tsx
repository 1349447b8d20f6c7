import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { portalToday } from '@portal/domain';
import type { WorksheetEntry } from '@portal/contracts';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import WorksheetIndexPage from './WorksheetIndexPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(90_000);

const today = portalToday();
const [tahun, bulan] = today.split('-').map(Number);

function entry(patch: Partial<WorksheetEntry> = {}): WorksheetEntry {
  return {
    id: 4,
    pegawai: { id: 31, nama: 'Ani Wahyudi' },
    kantor: { id: 2, nama: 'Bandung' },
    tanggal: today,
    tugas: 'Rekonsiliasi kas harian',
    durasi_menit: 90,
    catatan: null,
    attributes: [{ id: 1, nama: 'Rutin' }],
    is_late: false,
    created_at: `${today}T09:00:00.000Z`,
    updated_at: `${today}T09:00:00.000Z`,
    ...patch,
  };
}

const answers = (entries: WorksheetEntry[]) => ({
  'GET /sdm/pegawai/x/worksheet': { data: entries, total_menit: entries.reduce((s, e) => s + e.durasi_menit, 0) },
  'GET /sdm/pegawai/x/worksheet/lalai': {
    data: {
      pegawai: { id: 31, nama: 'Ani Wahyudi' },
      hari_kerja: 10,
      hari_terisi: 9,
      hari_kosong: ['2026-03-02'],
      terlambat: [],
    },
  },
  'GET /sdm/pegawai/x/worksheet/tugas/attribute': { data: [{ id: 1, nama: 'Rutin', is_active: true }] },
  'POST /sdm/pegawai/x/worksheet': { message: 'Worksheet created', data: entry({ id: 5, tugas: 'Laporan harian' }) },
  'DELETE /sdm/pegawai/x/worksheet/4': { message: 'Worksheet deleted' },
});

describe('WorksheetIndexPage', () => {
  it('shows the month by day with lalai, adds an entry and deletes one after a confirmation', async () => {
    const { transport, request } = fakeTransport(answers([entry()]));
    renderWithProviders(<WorksheetIndexPage />, {
      transport,
      path: '/pegawai/worksheet/index',
      route: '/pegawai/worksheet/index',
    });
    const day = await screen.findByTestId(`worksheet-day-${today}`);
    expect(within(day).getByText('Rekonsiliasi kas harian')).toBeInTheDocument();
    expect(within(day).getAllByText('1 jam 30 menit').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('worksheet-lalai')).toHaveTextContent('Terisi 9 dari 10 hari kerja');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/worksheet', { query: { tahun, bulan } });

    fireEvent.click(screen.getByTestId('worksheet-add'));
    const dialog = await screen.findByTestId('worksheet-form-dialog');
    fireEvent.change(within(dialog).getByTestId('worksheet-tugas'), { target: { value: 'Laporan harian' } });
    fireEvent.change(within(dialog).getByTestId('worksheet-durasi'), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByLabelText('Rutin'));
    fireEvent.click(within(dialog).getByTestId('worksheet-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/worksheet', {
        body: { tanggal: today, tugas: 'Laporan harian', durasi_menit: 45, attribute_ids: [1], catatan: null },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Rekonsiliasi kas harian' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/worksheet/4'));
  });
});
