import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { MASTER_ENTITIES } from './master-config';
import { MasterDataSection } from './MasterDataSection';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const PUNISHMENT = '/sdm/kpi/x/punishment';
const punishments = paged([
  { id: 1, nama: 'Terlambat lapor', pengurang: '2.50' },
  { id: 2, nama: 'Teguran tertulis', pengurang: '5.00' },
]);

describe('MasterDataSection (KPI)', () => {
  test('lists rows with percents; search goes to the address and the request', async () => {
    const { transport, request } = fakeTransport({ [`GET ${PUNISHMENT}`]: punishments });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.punishment} />, { transport, route: '/?page=1' });
    expect(await screen.findByText('2,50%')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: 'tegur' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Cari' }), { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PUNISHMENT, {
        query: { page: 1, per_page: 10, search: 'tegur' },
      }),
    );
  });

  test('a new row is validated (required, percent rule), then posted as the contract wants', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      [`GET ${PUNISHMENT}`]: punishments,
      [`POST ${PUNISHMENT}`]: { message: 'Punishment created', data: { id: 3, nama: 'Mangkir', pengurang: '10' } },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.punishment} />, { transport });
    await userEvent.click(await screen.findByTestId('master-add'));
    const dialog = await screen.findByTestId('master-dialog');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    expect(await within(dialog).findAllByText('Wajib diisi')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), ' Mangkir ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pengurang (%)' }), '150');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    expect(await within(dialog).findByText(/Persen 0,01 sampai 100/)).toBeInTheDocument();
    expect(request.mock.calls.filter(([m]) => m === 'POST')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Pengurang (%)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pengurang (%)' }), '10');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Punishment created'));
    expect(request).toHaveBeenCalledWith('POST', PUNISHMENT, { body: { nama: 'Mangkir', pengurang: '10' } });
  });

  test("the server's 422 field messages are shown on the fields", async () => {
    const { transport } = fakeTransport({
      'GET /sdm/kpi/x/periode': paged([
        { id: 1, nama: '2026 I', tanggal_mulai: '2026-01-01', tanggal_selesai: '2026-06-30' },
      ]),
      'PUT /sdm/kpi/x/periode/1': new ApiError(422, 'Data tidak valid', {
        tanggal_selesai: ['Tanggal selesai tidak boleh sebelum tanggal mulai'],
      }),
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.periode} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah 2026 I' }));
    const dialog = await screen.findByTestId('master-dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Nama' })).toHaveValue('2026 I');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    expect(await within(dialog).findByText('Tanggal selesai tidak boleh sebelum tanggal mulai')).toBeInTheDocument();
  });

  test('delete asks first; a row still in use (409) shows the server message', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      [`GET ${PUNISHMENT}`]: punishments,
      [`DELETE ${PUNISHMENT}/1`]: new ApiError(409, 'Data ini masih dipakai sehingga tidak dapat dihapus'),
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.punishment} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Terlambat lapor' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus punishment?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request.mock.calls.filter(([m]) => m === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus Terlambat lapor' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Data ini masih dipakai sehingga tidak dapat dihapus'));
    expect(request).toHaveBeenCalledWith('DELETE', `${PUNISHMENT}/1`);
    // The refusal keeps the confirmation open (as every delete of the portal does) until Batal.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  test('perspektif (fixed 1..4) can only be renamed: no add, no delete', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/kpi/x/perspektif': paged([
        { id: 1, nama: 'Keuangan' },
        { id: 2, nama: 'Pelanggan' },
      ]),
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.perspektif} />, { transport });
    expect(await screen.findByRole('button', { name: 'Ubah Keuangan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus Keuangan' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('master-add')).not.toBeInTheDocument();
  });

  test("indikator_jabatan shows each jabatan's running sum and, for the chosen jabatan, the 100 % rule", async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/kpi/x/indikator_jabatan': (options: { query: Record<string, unknown> }) =>
        options.query.event === 'index_rules'
          ? { data: { jabatan_id: 5, total_bobot: '80.00', is_valid: false } }
          : paged([
              {
                id: 1,
                jabatan_id: 5,
                jabatan_nama: 'Staf Pemasaran',
                indikator_nama: 'Penghimpunan dana',
                perspektif_id: 1,
                bobot: '80.00',
                target: '100.0000',
                total_bobot: '80.00',
              },
            ]),
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.indikator_jabatan} />, {
      transport,
      route: '/?jabatan_id=5',
    });
    expect(await screen.findByTestId('bobot-total')).toHaveTextContent('80,00% (harus 100%)');
    expect(await screen.findByTestId('bobot-summary')).toHaveTextContent(
      'Jumlah bobot jabatan ini 80,00% — harus tepat 100% sebelum penilaian dapat dibuat.',
    );
    expect(request).toHaveBeenCalledWith('GET', '/sdm/kpi/x/indikator_jabatan', {
      query: { page: 1, per_page: 10, jabatan_id: 5 },
    });
    expect(request).toHaveBeenCalledWith('GET', '/sdm/kpi/x/indikator_jabatan', {
      query: { event: 'index_rules', jabatan_id: 5 },
    });
  });

  test('an event is sent with its switches as booleans and the period id as a number', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/kpi/x/event': (options: { query: Record<string, unknown> }) =>
        options.query.event === 'index_options' ? { data: [] } : paged([]),
      'GET /sdm/kpi/x/periode': { data: [{ id: 2, nama: '2026 Semester I' }] },
      'POST /sdm/kpi/x/event': { message: 'Event created', data: { id: 9 } },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.event} />, { transport });
    await userEvent.click(await screen.findByTestId('master-add'));
    const dialog = await screen.findByTestId('master-dialog');
    await within(dialog).findByRole('option', { name: '2026 Semester I' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Periode' }), '2026 Semester I');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'Semester I');
    fireEvent.click(within(within(dialog).getByTestId('master-field-is_active')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/kpi/x/event', {
        body: { periode_id: 2, nama: 'Semester I', is_active: true, is_active_admin: false },
      }),
    );
  });
});
