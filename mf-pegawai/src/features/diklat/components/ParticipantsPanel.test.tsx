import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { diklatEvents, participants } from '../diklat-fixtures';
import { ParticipantsPanel } from './ParticipantsPanel';

jest.setTimeout(20_000);

const user = {
  id: 1,
  name: 'diklat',
  pegawai_id: 3,
  nama: 'Rina',
  rolesId: [10, 61],
  kantor_id: 4,
} as unknown as SessionClient;
const answers = {
  'GET /sdm/diklat/pegawai': paged(participants),
  'GET /sdm/diklat/event': paged(diklatEvents),
};

describe('ParticipantsPanel', () => {
  beforeEach(() => act(() => setCurrentUser(user)));
  afterEach(() => act(() => setCurrentUser(null)));

  it('adds the NPPs typed, one per line or by commas, in one request', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'POST /sdm/diklat/pegawai': {
        message: 'Diklat Pegawai created',
        data: { ditambahkan: 3, dihapus: 0, sudah_terdaftar: 0, peserta: 5 },
      },
    });
    const onChange = jest.fn();
    renderWith(<ParticipantsPanel eventId={7} eventNama="Analisis Kredit Mikro" onChange={onChange} />, transport);
    const table = await screen.findByRole('table', { name: 'Peserta Analisis Kredit Mikro' });
    expect(within(table).getByText('Ani Lestari')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Daftar NPP'), {
      target: { value: '20000003\n20000004, 20000003 20000005' },
    });
    fireEvent.click(screen.getByTestId('diklat-add-npp'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/diklat/pegawai', {
        body: { event: 'pegawai_store_npp', npp: ['20000003', '20000004', '20000005'], diklat_event_id: 7 },
      }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(screen.getByLabelText('Daftar NPP')).toHaveValue('');
  });

  it('shows the NPPs the server did not find and keeps the text', async () => {
    const { transport } = fakeTransport({
      ...answers,
      'POST /sdm/diklat/pegawai': () => {
        throw new ApiError(422, 'Data yang dikirim tidak valid', {
          npp: ['NPP tidak ditemukan atau pegawai tidak aktif: 99999999'],
        });
      },
    });
    renderWith(<ParticipantsPanel eventId={7} eventNama="Analisis Kredit Mikro" />, transport);
    await screen.findByRole('table', { name: 'Peserta Analisis Kredit Mikro' });
    fireEvent.change(screen.getByLabelText('Daftar NPP'), { target: { value: '99999999' } });
    fireEvent.click(screen.getByTestId('diklat-add-npp'));
    expect(await screen.findByTestId('diklat-npp-error')).toHaveTextContent('99999999');
    expect(screen.getByLabelText('Daftar NPP')).toHaveValue('99999999');
  });

  it('clears the participants only after confirming', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'POST /sdm/diklat/pegawai': {
        message: 'Diklat Pegawai deleted',
        data: { ditambahkan: 0, dihapus: 2, sudah_terdaftar: 0, peserta: 0 },
      },
    });
    renderWith(<ParticipantsPanel eventId={7} eventNama="Analisis Kredit Mikro" />, transport);
    await screen.findByRole('table', { name: 'Peserta Analisis Kredit Mikro' });
    fireEvent.click(screen.getByTestId('diklat-clear'));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('POST', '/sdm/diklat/pegawai', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/diklat/pegawai', {
        body: { event: 'pegawai_clear', diklat_event_id: 7 },
      }),
    );
  });

  it('offers the newest events as sources and finds an older one by its name', async () => {
    const older = { ...diklatEvents[0]!, id: 99, nama: 'Kepatuhan Lama 2019', peserta: 4 };
    const { transport, request } = fakeTransport({
      'GET /sdm/diklat/pegawai': paged(participants),
      'GET /sdm/diklat/event': (options?: { query?: Record<string, unknown> }) =>
        paged(options?.query?.search === 'Lama' ? [older] : diklatEvents),
      'POST /sdm/diklat/pegawai': {
        message: 'Diklat Pegawai Loaded',
        data: { ditambahkan: 4, dihapus: 0, sudah_terdaftar: 0, peserta: 6 },
      },
    });
    renderWith(<ParticipantsPanel eventId={7} eventNama="Analisis Kredit Mikro" />, transport);
    await screen.findByRole('table', { name: 'Peserta Analisis Kredit Mikro' });
    expect(request).toHaveBeenCalledWith('GET', '/sdm/diklat/event', {
      query: expect.objectContaining({ event: 'search', sortbydesc: 'awal' }),
    });
    const source = screen.getByRole('combobox', { name: 'Diklat sumber peserta' });
    fireEvent.click(source);
    fireEvent.change(source, { target: { value: 'Lama' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Kepatuhan Lama 2019 (4 peserta)' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('diklat-load')).toBeEnabled());
    fireEvent.click(screen.getByTestId('diklat-load'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/diklat/pegawai', {
        body: { event: 'pegawai_load', source_event_id: 99, diklat_event_id: 7 },
      }),
    );
  });

  it('does not ask the event register, refused to the restricted role (8), for a 61 with role 8', async () => {
    act(() => setCurrentUser({ ...user, rolesId: [10, 61, 8] }));
    const { transport, request } = fakeTransport(answers);
    renderWith(<ParticipantsPanel eventId={7} eventNama="Analisis Kredit Mikro" />, transport);
    await screen.findByRole('table', { name: 'Peserta Analisis Kredit Mikro' });
    expect(screen.getByTestId('diklat-add-npp')).toBeInTheDocument();
    expect(screen.queryByTestId('diklat-load')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('GET', '/sdm/diklat/event', expect.anything());
  });
});
