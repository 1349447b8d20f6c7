import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { pejalan, sppdDetail } from '../sppd-fixtures';
import type { SppdDetail } from '@portal/contracts';
import SppdDetailPage from './SppdDetailPage';

jest.setTimeout(30_000);

const ITEM = 'POST /sdm/sppd/pegawai/7';

function answers(detail: SppdDetail, item?: (options?: RequestOptions) => unknown) {
  return {
    'GET /sdm/sppd/pegawai': () => ({ data: detail }),
    'GET /sdm/sppd/x/level': { data: [{ id: 1, nama: 'Staf' }] },
    'GET /sdm/sppd/x/mitra_jabatan': { data: [{ id: 4, nama: 'Konsultan' }] },
    ...(item ? { [ITEM]: item } : {}),
  };
}

const bodyOf = (request: jest.Mock, method = 'POST') =>
  (request.mock.calls.find(([m]) => m === method)![2] as RequestOptions).body;

function open(transport: ReturnType<typeof fakeTransport>['transport']) {
  return renderWithProviders(<SppdDetailPage />, { transport, path: '/pegawai/sppd/:id', route: '/pegawai/sppd/7' });
}

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('SppdDetailPage', () => {
  test('shows the trip by id, its travellers, costs, remaining budget and history', async () => {
    const { transport, request } = fakeTransport(answers(sppdDetail()));
    open(transport);
    expect(await screen.findByRole('heading', { name: 'SPPD #7' })).toBeInTheDocument();
    expect(request.mock.calls[0][2]).toEqual({ query: { event: 'index_detail_by_id', id: 7 } });
    expect(screen.getByText('Surabaya')).toBeInTheDocument();
    expect(within(screen.getByTestId('sppd-pejalan')).getByText('Ani Lestari')).toBeInTheDocument();
    expect(screen.getByTestId('sppd-total-biaya')).toHaveTextContent('1.500.000');
    expect(screen.getByTestId('sppd-sisa-anggaran')).toHaveTextContent('48.500.000');
    expect(within(screen.getByTestId('sppd-history')).getByText(/Dibuat/)).toBeInTheDocument();
  });

  test('"Generate Biaya" sends store_create_biaya and shows the server message and the new totals', async () => {
    const success = jest.spyOn(notify, 'success');
    const after = sppdDetail({ total_biaya: '2250000.00' });
    const { transport, request } = fakeTransport(
      answers(sppdDetail(), () => ({ message: 'Success Generate Biaya SPPD', data: after })),
    );
    open(transport);
    await userEvent.click(await screen.findByTestId('sppd-generate-biaya'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success Generate Biaya SPPD'));
    expect(bodyOf(request)).toEqual({ event: 'store_create_biaya' });
    expect(screen.getByTestId('sppd-total-biaya')).toHaveTextContent('2.250.000');
  });

  test('a refused generation (no traveller) shows the server message', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport } = fakeTransport(
      answers(sppdDetail({ pejalan: [] }), () => new ApiError(409, 'SPPD belum memiliki pejalan')),
    );
    open(transport);
    expect(await screen.findByText('Belum ada pejalan')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sppd-generate-biaya'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('SPPD belum memiliki pejalan'));
  });

  test('the approver approves with a note (store_approve); the answer replaces the trip', async () => {
    const waiting = sppdDetail({}, ['approve', 'reject'], 'menunggu');
    const approved = sppdDetail({}, [], 'disetujui');
    const { transport, request } = fakeTransport(
      answers(waiting, () => ({ message: 'SPPD approved', data: approved })),
    );
    open(transport);
    expect(await screen.findByText('Menunggu Persetujuan')).toBeInTheDocument();
    expect(screen.queryByTestId('sppd-generate-biaya')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('sppd-note'), 'Lanjut');
    await userEvent.click(screen.getByTestId('sppd-action-approve'));
    await waitFor(() => expect(screen.getByTestId('sppd-status')).toHaveTextContent('Disetujui'));
    expect(bodyOf(request)).toEqual({ event: 'store_approve', note: 'Lanjut' });
    expect(screen.queryByTestId('sppd-actions')).not.toBeInTheDocument();
  });

  test('cancel asks first; "Batal" sends nothing', async () => {
    const { transport, request } = fakeTransport(answers(sppdDetail({}, ['request', 'cancel'])));
    open(transport);
    await userEvent.click(await screen.findByTestId('sppd-action-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Batalkan SPPD ini?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request.mock.calls.filter(([m]) => m === 'POST')).toHaveLength(0);
  });

  test('an outsourced traveller is added with a name and level (store_create_pejalan)', async () => {
    const added = sppdDetail({
      pejalan: [pejalan(), pejalan({ id: 22, jenis_pejalan: 'outsourching', pegawai_id: null, nama: 'Dodi' })],
    });
    const { transport, request } = fakeTransport(
      answers(sppdDetail(), () => ({ message: 'Pejalan SPPD created', data: added })),
    );
    open(transport);
    await userEvent.click(await screen.findByTestId('pejalan-add'));
    const dialog = await screen.findByTestId('pejalan-dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Jenis Pejalan' }), 'Outsourcing');
    await userEvent.click(within(dialog).getByTestId('pejalan-form-submit'));
    expect((await within(dialog).findAllByText('Field is required')).length).toBe(2);
    await userEvent.type(within(dialog).getByTestId('pejalan-nama'), ' Dodi ');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'Staf');
    await userEvent.click(within(dialog).getByTestId('pejalan-form-submit'));
    expect(await within(screen.getByTestId('sppd-pejalan')).findByText('Dodi')).toBeInTheDocument();
    expect(bodyOf(request)).toEqual({
      event: 'store_create_pejalan',
      jenis_pejalan: 'outsourching',
      nama: 'Dodi',
      level_id: 1,
    });
  });

  test('a traveller is removed after confirmation (store_delete_pejalan)', async () => {
    const { transport, request } = fakeTransport(
      answers(sppdDetail(), () => ({ message: 'Pejalan SPPD deleted', data: sppdDetail({ pejalan: [] }) })),
    );
    open(transport);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus pejalan Ani Lestari' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Belum ada pejalan')).toBeInTheDocument();
    expect(bodyOf(request)).toEqual({ event: 'store_delete_pejalan', pejalan_id: 21 });
  });

  test('"Cetak PDF" reads the letter as a blob and opens it in a new tab', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:sppd');
    URL.revokeObjectURL = jest.fn();
    const tab = { opener: {} };
    const windowOpen = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { transport, request } = fakeTransport({
      ...answers(sppdDetail()),
      'GET /sdm/sppd/pegawai/7/x/pdf': new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    });
    open(transport);
    await userEvent.click(await screen.findByTestId('sppd-pdf'));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith('blob:sppd', '_blank'));
    expect(request).toHaveBeenCalledWith('GET', '/sdm/sppd/pegawai/7/x/pdf', {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    });
  });
});
