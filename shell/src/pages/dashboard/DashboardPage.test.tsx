import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { setCurrentUser, TransportProvider, type Transport } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { notify, PortalProvider, toaster } from '@portal/design-system';
import DashboardPage from './DashboardPage';
import { shareText } from './ChartFrame';
import { splitNote } from './TopicCard';
import { DASHBOARD_TOPIC_KEYS, INACTIVE_PARTS, TOPIC_GROUPS, toPyramid, toSeries, toStacked } from './dashboard-topics';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';

jest.setTimeout(20_000);

const JOB_ID = '7c1e2d3f-0000-4000-8000-00000000d001';
const UPDATED = '2026-03-01T02:15:00.000Z';

const notAvailable = { value: null, updated_at: UPDATED, note: 'Belum tersedia: modul Diklat belum dibangun' };

/** GET /api/dashboard as the server answers it (dashboard.service.ts). */
function dashboardAnswer(perempuan = 140) {
  const data: Record<string, unknown> = Object.fromEntries(DASHBOARD_TOPIC_KEYS.map((key) => [key, notAvailable]));
  Object.assign(data, {
    profile: {
      value: {
        id: 1,
        nama: 'Siti Rahayu',
        npp: '19880412',
        photo: null,
        tanggal_lahir: '1988-04-12',
        umur: 37,
        permanent_date: '2012-01-02',
        masa_kerja: 14,
        tanggal_pensiun: '2044-04-12',
        jabatan: 'Teller',
        kantor: 'KCP Dago (KC Bandung)',
        pangkat: 'Staf Madya',
        grade: '7',
        corporate_title: 'Staff',
      },
      updated_at: UPDATED,
    },
    pegawaiGender: {
      value: [
        { id: 'L', nama: 'Laki-laki', jumlah: 1620 },
        { id: 'P', nama: 'Perempuan', jumlah: perempuan },
      ],
      updated_at: UPDATED,
    },
    pegawaiBirthday: {
      value: {
        tanggal: '2026-03-01',
        jumlah: 1,
        pegawai: [{ id: 9, nama: 'Budi Santoso', jabatan: 'Analis', kantor: 'Kantor Pusat' }],
      },
      updated_at: UPDATED,
    },
    pegawaiPurnabakti: {
      value: {
        usia_pensiun: 56,
        per_tahun: [
          { tahun: 2026, jumlah: 4 },
          { tahun: 2027, jumlah: 7 },
        ],
        lewat_umur_pensiun: 2,
      },
      updated_at: UPDATED,
    },
    pegawaiJumlahPerbulan: {
      value: [
        { tahun: 2026, bulan: 1, nama: 'Januari 2026', jumlah: 1700 },
        { tahun: 2026, bulan: 2, nama: 'Februari 2026', jumlah: 1760 },
      ],
      updated_at: UPDATED,
      note: 'Dihitung dari pegawai aktif menurut tanggal pegawai tetap; pegawai yang keluar belum tercatat (data PHK belum tersedia)',
    },
    pegawaiPeriodeMasuk: {
      value: [
        { tahun: 2025, jumlah: 30 },
        { tahun: 2026, jumlah: 3 },
      ],
      updated_at: UPDATED,
    },
    pegawaiUmur: {
      value: [
        { id: 1, nama: '< 25', jumlah: 30, laki_laki: 10, perempuan: 20 },
        { id: 2, nama: '25 - 29', jumlah: 50, laki_laki: 30, perempuan: 20 },
      ],
      updated_at: UPDATED,
    },
    pegawaiInactive: {
      value: [
        { year: 2025, count_newhire: 30, count_phk: 2, count_mbt: null },
        { year: 2026, count_newhire: 3, count_phk: 0, count_mbt: null },
      ],
      updated_at: UPDATED,
    },
  });
  return { data, scope: { kantor_id: 3, nama: 'KCP Dago (KC Bandung)' } };
}

function fakeTransport() {
  let perempuan = 140;
  const request = jest.fn(async (method: string, path: string) => {
    if (method === 'POST' && path === '/realtime/ticket') return REALTIME_TICKET;
    if (method === 'GET' && path === '/dashboard') return dashboardAnswer(perempuan);
    if (method === 'POST' && path === '/dashboard') return { message: 'Job executed', data: { job_id: JOB_ID } };
    throw new Error(`unexpected ${method} ${path}`);
  });
  const transport = {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => `/api${p}`,
    getAccessToken: async () => 't',
    request,
  } as unknown as Transport;
  return { transport, request, setPerempuan: (n: number) => (perempuan = n) };
}

const user = (rolesId: number[]): SessionClient => ({
  id: 3,
  name: 'siti',
  pegawai_id: 1,
  nama: 'Siti Rahayu',
  rolesId,
  jabatan_id: 2,
  kantor_id: 3,
  jabatan_nama: null,
  kantor_nama: null,
  photo: null,
  is_password_default: false,
});

function renderPage(transport: Transport) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>{children}</TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(<DashboardPage />, { wrapper });
}

const realtime = fakeRealtime();
afterEach(() => {
  act(() => notify.clear());
  act(() => setCurrentUser(null));
});

describe('DashboardPage', () => {
  it('draws every topic in its group as a chart with its title; "Tampilkan tabel" shows the same numbers', async () => {
    const { transport, request } = fakeTransport();
    act(() => setCurrentUser(user([10])));
    renderPage(transport);
    const gender = await screen.findByTestId('dashboard-topic-pegawaiGender');
    expect(request).toHaveBeenCalledWith('GET', '/dashboard');
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent(
      'Cakupan data: KCP Dago (KC Bandung) dan kantor di bawahnya',
    );
    expect(within(gender).getByRole('heading', { name: 'Jenis Kelamin' })).toBeInTheDocument();
    const chart = within(gender).getByRole('figure', { name: 'Grafik Jenis Kelamin' });
    // recharts draws at its initial size where nothing is measured (jsdom): one bar per category.
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(within(gender).getByTestId('dashboard-topic-updated')).toHaveTextContent(
      /^Diperbarui 01 Maret 2026 \d\d:15 (AM|PM)$/,
    );

    fireEvent.click(within(gender).getByRole('button', { name: 'Tampilkan tabel' }));
    const table = within(gender).getByRole('table', { name: 'Jenis Kelamin' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Kategori', 'Jumlah', 'Persentase'],
      ['Laki-laki', '1.620', '92%'],
      ['Perempuan', '140', '8%'],
      ['Total', '1.760', '100%'],
    ]);
    fireEvent.click(within(gender).getByRole('button', { name: 'Tampilkan grafik' }));
    expect(within(gender).queryByRole('table')).not.toBeInTheDocument();
    expect(within(gender).getByRole('figure', { name: 'Grafik Jenis Kelamin' })).toBeInTheDocument();

    // A module not built yet: an empty state with the server's reason, and no number.
    const diklat = screen.getByTestId('dashboard-topic-diklat');
    expect(diklat).toHaveAttribute('data-available', 'false');
    expect(within(diklat).getByTestId('dashboard-topic-note')).toHaveTextContent(
      'Belum tersediaModul Diklat belum dibangun',
    );
    expect(within(diklat).queryByRole('figure')).not.toBeInTheDocument();
    expect(
      within(diklat).queryByText(/\d/, { ignore: '[data-testid="dashboard-topic-updated"]' }),
    ).not.toBeInTheDocument();

    // A line over months, with the server's note; its table lists each month.
    const perBulan = screen.getByTestId('dashboard-topic-pegawaiJumlahPerbulan');
    expect(within(perBulan).getByRole('figure', { name: 'Grafik Jumlah Pegawai per Bulan' })).toBeInTheDocument();
    expect(within(perBulan).getByText(/pegawai yang keluar belum tercatat/)).toBeInTheDocument();
    fireEvent.click(within(perBulan).getByRole('button', { name: 'Tampilkan tabel' }));
    expect(within(perBulan).getByRole('row', { name: 'Februari 2026 1.760' })).toBeInTheDocument();

    // The age pyramid's table splits each band by gender.
    const umur = screen.getByTestId('dashboard-topic-pegawaiUmur');
    expect(within(umur).getByRole('heading', { name: 'Piramida Umur' })).toBeInTheDocument();
    fireEvent.click(within(umur).getByRole('button', { name: 'Tampilkan tabel' }));
    expect(within(umur).getByRole('row', { name: '25 - 29 30 20 50' })).toBeInTheDocument();

    // New hires / PHK / MBT per year: MBT is not recorded and reads '-', never 0.
    const inactive = screen.getByTestId('dashboard-topic-pegawaiInactive');
    fireEvent.click(within(inactive).getByRole('button', { name: 'Tampilkan tabel' }));
    expect(within(inactive).getByRole('row', { name: '2025 30 2 -' })).toBeInTheDocument();

    const profile = screen.getByTestId('dashboard-topic-profile');
    expect(within(profile).getByText('KCP Dago (KC Bandung)')).toBeInTheDocument();
    expect(within(profile).getByText('Staf Madya · 7 | Staff')).toBeInTheDocument();
    expect(within(profile).getByText(/^12 April 1988 \(37 tahun\)$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-topic-pegawaiBirthday')).getByText('Budi Santoso')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('dashboard-topic-pegawaiPurnabakti')).getByText(/Sudah lewat umur pensiun/),
    ).toHaveTextContent('2');

    for (const group of ['Profil', 'Pegawai', 'Kantor', 'Diklat', 'Perjalanan Dinas', 'Absensi']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    // An ordinary employee may not ask for a refresh.
    expect(screen.queryByTestId('dashboard-refresh')).not.toBeInTheDocument();
  });

  it('lets roles 1/57 refresh: the job is followed and the dashboard read again when it is done', async () => {
    const { transport, request, setPerempuan } = fakeTransport();
    act(() => setCurrentUser(user([10, 57])));
    renderPage(transport);
    await screen.findByTestId('dashboard-topic-pegawaiGender');
    await waitFor(() => expect(realtime.opened()).toBe(true));
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/dashboard', { body: { event: 'refresh' } }));
    await waitFor(() => expect(toaster.getVisibleToasts().some((t) => t.description === 'Job executed')).toBe(true));

    realtime.push('job.progress', { job_id: JOB_ID, progress: 47.4, status: 'running' });
    expect(await screen.findByTestId('dashboard-refresh-progress')).toHaveTextContent('47%');

    setPerempuan(141);
    realtime.push('job.done', {
      job_id: JOB_ID,
      progress: 100,
      status: 'done',
      message: '28 topik dashboard diperbarui',
    });
    const gender = screen.getByTestId('dashboard-topic-pegawaiGender');
    fireEvent.click(within(gender).getByRole('button', { name: 'Tampilkan tabel' }));
    await waitFor(() => expect(within(gender).getByRole('row', { name: 'Perempuan 141 8%' })).toBeInTheDocument());
    expect(screen.queryByTestId('dashboard-refresh-progress')).not.toBeInTheDocument();
    expect(toaster.getVisibleToasts().find((t) => t.id === `job-${JOB_ID}`)).toMatchObject({
      type: 'success',
      title: 'Proses selesai',
      description: '28 topik dashboard diperbarui',
    });
    expect(request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/dashboard')).toHaveLength(2);
  });
});

describe('dashboard topics', () => {
  it('writes shares in whole percent, never a misleading 0%', () => {
    expect([shareText(150, 300), shareText(1, 300), shareText(0, 300), shareText(2, 0)]).toEqual([
      '50%',
      '<1%',
      '0%',
      '',
    ]);
  });

  it('splits the server\'s reason off "Belum tersedia"', () => {
    expect(splitNote('Belum tersedia: modul Diklat belum dibangun')).toEqual({
      title: 'Belum tersedia',
      description: 'Modul Diklat belum dibangun',
    });
    expect(splitNote('Belum tersedia')).toEqual({ title: 'Belum tersedia' });
    expect(splitNote(undefined)).toEqual({ title: 'Belum tersedia' });
  });

  it('reads the pyramid and the stacked years; other shapes are not theirs', () => {
    expect(toPyramid([{ nama: '< 25', jumlah: 3, laki_laki: 1, perempuan: 2 }])).toEqual([
      { label: '< 25', lakiLaki: 1, perempuan: 2 },
    ]);
    expect(toPyramid([{ nama: '< 25', jumlah: 3 }])).toBeNull();
    expect(toStacked([{ year: 2026, count_newhire: 3, count_phk: 1, count_mbt: null }], INACTIVE_PARTS)).toEqual([
      { label: '2026', values: { count_newhire: 3, count_phk: 1, count_mbt: null } },
    ]);
    expect(toStacked([{ nama: 'A', jumlah: 1 }], INACTIVE_PARTS)).toBeNull();
  });

  it('puts every spec topic in exactly one group', () => {
    const grouped = TOPIC_GROUPS.flatMap((g) => g.topics);
    expect([...grouped].sort()).toEqual([...DASHBOARD_TOPIC_KEYS].sort());
  });

  it('reads series of { nama, jumlah }, { label, count } and { tahun, jumlah }; anything else is not a series', () => {
    expect(
      toSeries([
        { nama: 'A', jumlah: 2 },
        { label: 'B', count: '3' },
        { tahun: 2026, jumlah: 1 },
      ]),
    ).toEqual([
      { label: 'A', value: 2 },
      { label: 'B', value: 3 },
      { label: '2026', value: 1 },
    ]);
    expect(toSeries([{ year: 2026, count_newhire: 3 }])).toBeNull();
    expect(toSeries({ nama: 'A' })).toBeNull();
    expect(toSeries([])).toEqual([]);
  });
});
