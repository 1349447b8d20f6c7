import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { SWRConfig } from 'swr';
import { ApiError, TransportProvider, type RequestOptions, type Transport } from '@portal/api-client';
import type { PegawaiCv } from '@portal/contracts';
import { PortalProvider } from '@portal/design-system';
import PegawaiCvPage from './PegawaiCvPage';

// The first render of Chakra UI in a fresh jsdom takes a few seconds on a small machine.
jest.setTimeout(30_000);

function cv(patch: Partial<PegawaiCv> = {}): PegawaiCv {
  return {
    profile: {
      id: 5,
      nama: 'Ani Lestari',
      npp: null,
      tanggal_lahir: '1960-01-01',
      jabatan: { id: 2, nama: 'Teller' },
      kantor: { id: 3, nama: 'Sudirman', class_name: 'Kantor Kas', kantor_level_id: 9, parent_name: 'KC Makassar' },
      label: null,
      bidangtugas: null,
      permanent_date: '2015-04-01',
      photo: null,
      photo_cv: null,
      retirement_date: '2016-01-01',
    },
    sanksi_aktif: [],
    pangkat: [],
    jabatan: [],
    pendidikan: [],
    family: [],
    diklat: [],
    sertifikasi: [],
    klasifikasi: [],
    rek_tab: [],
    perawatan: [],
    kompetensi: [],
    prestasi: [],
    can_edit: false,
    ...patch,
  };
}

type Answer = unknown | ((options?: RequestOptions) => unknown);

function fakeTransport(answers: Record<string, Answer>) {
  const request = jest.fn(async (method: string, path: string, options?: RequestOptions) => {
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new ApiError(404, `no answer for ${key}`);
    const answer = answers[key];
    const value = typeof answer === 'function' ? await (answer as (o?: RequestOptions) => unknown)(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  return {
    transport: {
      baseUrl: '/api',
      now: Date.now,
      url: (p: string) => `/api${p}`,
      getAccessToken: async () => 't',
      request,
    } as unknown as Transport,
    request,
  };
}

function renderPage(transport: Transport, route: string) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="/pegawai/show/:id?" element={children} />
            </Routes>
          </MemoryRouter>
        </TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(<PegawaiCvPage />, { wrapper });
}

const ORDER = [
  'pangkat',
  'jabatan',
  'pendidikan',
  'family',
  'diklat',
  'sertifikasi',
  'klasifikasi',
  'rek_tab',
  'perawatan',
  'kompetensi',
  'prestasi',
];

describe('PegawaiCvPage', () => {
  it("without an id shows the user's own CV: profile, retirement passed, every section in the spec's order with its empty state, no HR buttons", async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/profile': { data: cv() } });
    renderPage(transport, '/pegawai/show');
    await screen.findByRole('heading', { name: 'Ani Lestari' });
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/profile');
    const profile = screen.getByTestId('cv-profile');
    expect(profile).toHaveTextContent('AL');
    expect(profile).toHaveTextContent('Lewat umur pensiun');
    expect(profile).toHaveTextContent('Kantor Kas Sudirman (KC Makassar)');
    expect(profile).toHaveTextContent('1 Januari 2016');
    expect(within(profile).getByText('NPP').nextSibling).toHaveTextContent('-');

    const sections = screen
      .getAllByTestId(/^cv-section-/)
      .map((el) => el.getAttribute('data-testid')!.replace('cv-section-', ''));
    expect(sections).toEqual(ORDER);
    for (const key of ORDER) expect(screen.getByTestId(`cv-empty-${key}`)).toBeInTheDocument();
    expect(screen.getByText('Belum ada data pendidikan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tambah/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unggah Foto CV' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cv-sanksi-aktif')).not.toBeInTheDocument();
  });

  it('shows the sanctions in force in the header: the type coloured by its class, with the period', async () => {
    const berat = { id: 3, nama: 'Sanksi Berat', kelas_id: 3, kelas: { id: 3, nama: 'Berat' } };
    const data = cv({
      sanksi_aktif: [
        {
          id: 9,
          jenis: { id: 3, nama: 'Demosi', parent_id: 3, parent: berat },
          nomor_sk: 'SK/01',
          awal: '2026-03-01',
          akhir: null,
        },
      ],
    });
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/profile': { data } });
    renderPage(transport, '/pegawai/show');
    const header = await screen.findByTestId('cv-sanksi-aktif');
    expect(header).toHaveTextContent('Sanksi aktif');
    expect(within(header).getByText('Demosi')).toHaveAttribute('title', 'Sanksi Berat (Berat)');
    expect(header).toHaveTextContent('1 Maret 2026 - tanpa batas');
  });

  it('lists rows: a diklat of jenis 6 carries the Khusus badge, rows keep the server order', async () => {
    const data = cv({
      diklat: [
        {
          id: 1,
          diklat_event_id: 1,
          keterangan: null,
          event: { id: 1, nama: 'Orientasi', jenis_id: 1, awal: '2019-05-01', akhir: null, penyelenggara: null },
        },
        {
          id: 2,
          diklat_event_id: 2,
          keterangan: null,
          event: {
            id: 2,
            nama: 'Treasury Dealer',
            jenis_id: 6,
            awal: '2020-01-10',
            akhir: '2020-01-12',
            penyelenggara: 'LSPP',
          },
        },
      ],
      pendidikan: [
        {
          id: 3,
          jenjang: 'S1',
          institusi: 'Universitas Hasanuddin',
          jurusan: 'Akuntansi',
          tahun: 2012,
          keterangan: null,
        },
      ],
    });
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/profile/5': { data } });
    renderPage(transport, '/pegawai/show/5');
    const diklat = await screen.findByTestId('cv-section-diklat');
    const rows = within(diklat).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Orientasi');
    expect(within(rows[0]!).queryByTestId('diklat-special')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('diklat-special')).toHaveTextContent('Khusus');
    expect(rows[1]).toHaveTextContent('10 Januari 2020 - 12 Januari 2020');
    expect(screen.getByTestId('cv-section-pendidikan')).toHaveTextContent('Universitas Hasanuddin');
  });

  it('HR sees add buttons; the form shows field errors before sending, then posts and reports the server message', async () => {
    const posted: unknown[] = [];
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/profile/5': { data: cv({ can_edit: true }) },
      'GET /sdm/pegawai/x/diklat': { data: [] },
      'GET /sdm/x/pangkat': { data: [] },
      'POST /sdm/pegawai/x/prestasi': (options?: RequestOptions) => {
        posted.push(options?.body);
        return { message: 'Prestasi created', data: { id: 9 } };
      },
    });
    renderPage(transport, '/pegawai/show/5');
    await screen.findByRole('heading', { name: 'Ani Lestari' });
    for (const key of ORDER) expect(screen.getByTestId(`cv-add-${key}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unggah Foto CV' })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('cv-add-prestasi'));
    const dialog = await screen.findByTestId('cv-record-dialog');
    fireEvent.click(within(dialog).getByTestId('cv-record-submit'));
    expect(await within(dialog).findByText('Kolom Prestasi wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Kolom Tahun wajib diisi')).toBeInTheDocument();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Prestasi/), { target: { value: '  Pegawai Teladan ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tahun' }), { target: { value: '2022' } });
    fireEvent.click(within(dialog).getByTestId('cv-record-submit'));
    await waitFor(() =>
      expect(posted).toEqual([
        { pegawai_id: 5, nama: 'Pegawai Teladan', tahun: 2022, pemberi: null, keterangan: null },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('cv-record-dialog')).not.toBeInTheDocument());
  });

  it('shows the server field error of a refused save under the field', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/profile/5': { data: cv({ can_edit: true }) },
      'GET /sdm/pegawai/x/diklat': { data: [] },
      'GET /sdm/x/pangkat': { data: [] },
      'POST /sdm/pegawai/link/klasifikasi': new ApiError(422, 'Data yang dikirim tidak valid', {
        nama: ['Kolom nama maksimal 255 karakter'],
      }),
    });
    renderPage(transport, '/pegawai/show/5');
    fireEvent.click(await screen.findByTestId('cv-add-klasifikasi'));
    const dialog = await screen.findByTestId('cv-record-dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Klasifikasi/), { target: { value: 'Analis' } });
    fireEvent.click(within(dialog).getByTestId('cv-record-submit'));
    expect(await within(dialog).findByText('Kolom nama maksimal 255 karakter')).toBeInTheDocument();
  });

  it('HR deletes a row only after confirming, and edits a position record through the jabatan-pangkat endpoint', async () => {
    const deleted: string[] = [];
    const put: unknown[] = [];
    const data = cv({
      can_edit: true,
      pendidikan: [
        { id: 3, jenjang: 'S1', institusi: 'Universitas Hasanuddin', jurusan: null, tahun: 2012, keterangan: null },
      ],
      jabatan: [
        {
          id: 8,
          pegawai_id: 5,
          jabatan: { id: 2, nama: 'Teller' },
          kantor: null,
          awal: '2015-01-01',
          akhir: null,
          is_permanent: true,
          nomor_sk: null,
          keterangan: null,
        },
      ],
    });
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/profile/5': { data },
      'GET /sdm/pegawai/x/diklat': { data: [] },
      'GET /sdm/x/pangkat': { data: [] },
      'DELETE /sdm/pegawai/x/pendidikan/3': () => {
        deleted.push('pendidikan/3');
        return { message: 'Pendidikan deleted' };
      },
      'PUT /sdm/pegawai/x/jabatan/8': (options?: RequestOptions) => {
        put.push(options?.body);
        return { message: 'Jabatan updated', data: {} };
      },
    });
    renderPage(transport, '/pegawai/show/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Pendidikan 1' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(deleted).toEqual(['pendidikan/3']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Ubah Jabatan 1' }));
    const form = await screen.findByTestId('cv-record-dialog');
    fireEvent.change(within(form).getByLabelText(/^Nomor SK/), { target: { value: 'SK-15' } });
    fireEvent.click(within(form).getByTestId('cv-record-submit'));
    await waitFor(() =>
      expect(put).toEqual([
        {
          jabatan_id: 2,
          kantor_id: null,
          awal: '2015-01-01',
          akhir: null,
          is_permanent: true,
          nomor_sk: 'SK-15',
          keterangan: null,
        },
      ]),
    );
  });

  it('jenjang and a family member’s status are picked from their general lists, institusi suggested from its list', async () => {
    const item = (id: number, nama: string, akronim: string | null = null) => ({
      id,
      nama,
      akronim,
      parent_id: null,
      label: akronim ? `${nama} | ${akronim}` : nama,
    });
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/profile/5': { data: cv({ can_edit: true }) },
      'GET /sdm/pegawai/x/diklat': { data: [] },
      'GET /sdm/x/pangkat': { data: [] },
      'GET /general/pendidikan': { data: [item(1, 'SMA'), item(2, 'S1'), item(3, 'S2')] },
      'GET /general/institusi': { data: [item(1, 'Universitas Indonesia', 'UI')] },
      'GET /general/family': { data: [item(1, 'Istri')] },
      'GET /general/family/x/status': { data: [item(1, 'Tanggungan'), item(2, 'Bukan Tanggungan')] },
      'GET /general/prestasi': { data: [] },
    });
    renderPage(transport, '/pegawai/show/5');
    fireEvent.click(await screen.findByTestId('cv-add-family'));
    const family = await screen.findByTestId('cv-record-dialog');
    const status = within(family).getByRole('combobox', { name: /^Status Tanggungan/ });
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Pilih status tanggungan', 'Tanggungan', 'Bukan Tanggungan']),
    );
    fireEvent.click(within(family).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByTestId('cv-record-dialog')).not.toBeInTheDocument());
    fireEvent.click(await screen.findByTestId('cv-add-pendidikan'));
    const form = await screen.findByTestId('cv-record-dialog');
    const jenjang = within(form).getByRole('combobox', { name: /^Jenjang/ });
    await waitFor(() =>
      expect(
        within(jenjang)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Pilih jenjang', 'SMA', 'S1', 'S2']),
    );
    const institusi = within(form).getByLabelText(/^Institusi/);
    const suggestions = document.getElementById(institusi.getAttribute('list')!)!;
    await waitFor(() => expect(suggestions.querySelectorAll('option')).toHaveLength(1));
    expect(suggestions.querySelector('option')).toHaveAttribute('value', 'Universitas Indonesia');
  });

  it('an unknown employee shows "Pegawai tidak ditemukan"', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/profile/999': new ApiError(404, 'Pegawai tidak ditemukan'),
    });
    renderPage(transport, '/pegawai/show/999');
    expect(await screen.findByText('Pegawai tidak ditemukan')).toBeInTheDocument();
  });
});
