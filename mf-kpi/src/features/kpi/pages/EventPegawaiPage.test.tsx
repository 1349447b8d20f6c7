import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { notify, toaster } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { eventPegawaiRow, kpiDetail } from '../kpi-fixtures';
import EventPegawaiPage from './EventPegawaiPage';

jest.setTimeout(30_000);

const LIST = '/sdm/kpi/x/event_pegawai';
const listAnswer = (unapproved = 2) => ({
  ...paged([
    eventPegawaiRow({ is_myturn: true }),
    eventPegawaiRow({ id: 8, token: 'tok-8', skor: '1250.5', is_invalid: true }),
  ]),
  unapproved,
});
const lastQuery = (request: jest.Mock) =>
  (request.mock.calls.filter(([m, p]) => m === 'GET' && p === LIST).at(-1)?.[2] as { query: object }).query;

afterEach(() => {
  signOut();
  act(() => notify.clear());
  jest.restoreAllMocks();
});

/** GET of the list: the rounds open to employees for index_event_open, the list otherwise. */
const withOpenEvents = (options?: { query?: Record<string, unknown> }) =>
  options?.query?.event === 'index_event_open'
    ? {
        data: [
          { id: 3, nama: 'Penilaian Semester II', periode_nama: '2026 Semester I', has_own: false },
          { id: 4, nama: 'Penilaian Tambahan', periode_nama: '2026 Semester I', has_own: false },
          { id: 1, nama: 'Penilaian Semester I', periode_nama: '2025 Semester II', has_own: true },
        ],
      }
    : listAnswer();

describe('EventPegawaiPage', () => {
  it("lists assessments with the server's score, turn and invalid marks, and the unapproved counter", async () => {
    signInAs([10]);
    const { transport } = fakeTransport({ [`GET ${LIST}`]: listAnswer() });
    renderWithProviders(<EventPegawaiPage />, { transport });
    const table = await screen.findByRole('table', { name: 'Daftar penilaian kinerja' });
    expect(await within(table).findByText('87,50')).toBeInTheDocument();
    expect(within(table).getByText('1.250,50')).toBeInTheDocument();
    expect(within(table).getAllByText('Staf Pemasaran')).toHaveLength(2);
    expect(within(table).getByTestId('kpi-myturn')).toHaveTextContent('Giliran Anda');
    expect(within(table).getByTestId('kpi-row-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-unapproved')).toHaveTextContent('Menunggu tindakan Anda: 2');
    expect(within(table).getAllByRole('link', { name: 'Detail' })[0]).toHaveAttribute('href', '/kpi/tok-7');
  });

  it('reads is_myturn, is_invalid and search from the address and sends them; the switches change them', async () => {
    signInAs([10]);
    const { transport, request } = fakeTransport({ [`GET ${LIST}`]: listAnswer(0) });
    renderWithProviders(<EventPegawaiPage />, { transport, route: '/?is_invalid=true&search=ani&page=2' });
    await screen.findByText('87,50');
    expect(lastQuery(request)).toEqual({ page: 2, per_page: 10, search: 'ani', is_invalid: true });
    expect(screen.getByTestId('kpi-unapproved')).toHaveTextContent('Menunggu tindakan Anda: 0');

    fireEvent.click(within(screen.getByTestId('kpi-myturn-filter')).getByRole('checkbox'));
    await waitFor(() =>
      expect(lastQuery(request)).toEqual({ page: 1, per_page: 10, search: 'ani', is_invalid: true, is_myturn: true }),
    );
    fireEvent.click(within(screen.getByTestId('kpi-invalid-filter')).getByRole('checkbox'));
    await waitFor(() => expect(lastQuery(request)).toEqual({ page: 1, per_page: 10, search: 'ani', is_myturn: true }));
  });

  it("Buat Penilaian posts store_draft, shows the server message and the 'Proccessing . . .' warning, then opens it", async () => {
    signInAs([10]);
    const success = jest.spyOn(notify, 'success');
    const processing = jest.spyOn(notify, 'processing');
    const { transport, request } = fakeTransport({
      [`GET ${LIST}`]: withOpenEvents,
      [`POST ${LIST}`]: { message: 'Penilaian kinerja created/updated', data: kpiDetail({ token: 'baru' }) },
    });
    renderWithProviders(<EventPegawaiPage />, { transport, path: '/' });
    await userEvent.click(await screen.findByTestId('kpi-add'));
    const dialog = await screen.findByTestId('kpi-draft-dialog');
    await userEvent.click(within(dialog).getByTestId('kpi-draft-submit'));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(request.mock.calls.filter(([m]) => m === 'POST')).toHaveLength(0);

    const select = within(dialog).getByRole('combobox', { name: 'Event' });
    // The round the employee already has an assessment in is shown but cannot be picked.
    expect(
      await within(dialog).findByRole('option', { name: 'Penilaian Semester I · 2025 Semester II (sudah dibuat)' }),
    ).toBeDisabled();
    await userEvent.selectOptions(select, '3');
    await userEvent.click(within(dialog).getByTestId('kpi-draft-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', LIST, { body: { event: 'store_draft', event_id: 3 } }),
    );
    expect(success).toHaveBeenCalledWith('Penilaian kinerja created/updated');
    expect(processing).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it("the 'Proccessing . . .' warning lasts 5000 ms and cannot be closed", () => {
    const create = jest.spyOn(toaster, 'create');
    notify.processing();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', description: 'Proccessing . . .', duration: 5000, closable: false }),
    );
  });

  it('a refused draft (closed round) shows the server message on the event field and stays', async () => {
    signInAs([10]);
    const { transport } = fakeTransport({
      [`GET ${LIST}`]: withOpenEvents,
      [`POST ${LIST}`]: new ApiError(409, 'Event penilaian sedang tidak dibuka'),
    });
    renderWithProviders(<EventPegawaiPage />, { transport, path: '/' });
    fireEvent.click(await screen.findByTestId('kpi-add'));
    const dialog = await screen.findByTestId('kpi-draft-dialog');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Event' }), '4');
    await userEvent.click(within(dialog).getByTestId('kpi-draft-submit'));
    expect(await within(dialog).findByText('Event penilaian sedang tidak dibuka')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('a KPI admin picks the event from the list and may draft for an NPP (store_draft_npp)', async () => {
    signInAs([64]);
    const { transport, request } = fakeTransport({
      [`GET ${LIST}`]: listAnswer(),
      'GET /sdm/kpi/x/event': { data: [{ id: 3, nama: 'Penilaian Semester I' }] },
      [`POST ${LIST}`]: { message: 'Penilaian kinerja created/updated', data: kpiDetail() },
    });
    renderWithProviders(<EventPegawaiPage />, { transport, path: '/' });
    await userEvent.click(await screen.findByTestId('kpi-add'));
    const dialog = await screen.findByTestId('kpi-draft-dialog');
    await within(dialog).findByRole('option', { name: 'Penilaian Semester I' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Event' }), 'Penilaian Semester I');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'NPP Pegawai' }), '00012345');
    await userEvent.click(within(dialog).getByTestId('kpi-draft-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', LIST, {
        body: { event: 'store_draft_npp', event_id: 3, npp: '00012345' },
      }),
    );
  });
});
