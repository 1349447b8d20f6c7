import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { kontrakRow, outsourcingRow } from '../outsourcing-fixtures';
import { OutsourcingDetailDialog } from './OutsourcingDetailDialog';

jest.setTimeout(20_000);

const HISTORY = 'GET /sdm/outsourching/kontrak';
const lama = kontrakRow({
  id: 30,
  nomor: 'PKWT/2025/0001',
  awal: '2024-06-01',
  akhir: '2025-05-31',
  status: 'berakhir',
  sisa_hari: -240,
});
const kini = kontrakRow();
const answers = {
  [HISTORY]: paged([lama, kini]),
  'GET /sdm/outsourching/x/jenis': { data: [{ id: 1, nama: 'Satpam', jumlah: 2 }] },
  'GET /general/kantor': { data: [{ id: 3, nama: 'Kantor Cabang Makassar' }] },
};

function renderDialog(transport: ReturnType<typeof fakeTransport>['transport'], canManage = true) {
  const onChange = jest.fn();
  renderWith(
    <OutsourcingDetailDialog
      row={outsourcingRow()}
      jenis={[{ id: 1, nama: 'Satpam', jumlah: 2 }]}
      canManage={canManage}
      onChange={onChange}
      onClose={jest.fn()}
    />,
    transport,
  );
  return { onChange };
}

const historyTable = () => screen.findByRole('table', { name: 'Riwayat kontrak Andi Saputra' });

describe('OutsourcingDetailDialog', () => {
  afterEach(() => {
    act(() => notify.clear());
    jest.restoreAllMocks();
  });

  it("lists the worker's contracts with kind, office, period and status, asked by outsourcing_id", async () => {
    const { transport, request } = fakeTransport(answers);
    renderDialog(transport);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pegawai Outsourcing' });
    expect(within(dialog).getByText('3273000000000001')).toBeInTheDocument();
    expect(within(dialog).getByText('Petugas Keamanan')).toBeInTheDocument();
    const table = await historyTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('01 Juni 2024 - 31 Mei 2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Berakhir')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('01 Juni 2025 - 31 Mei 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Berlaku')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Kantor Cabang Makassar')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/outsourching/kontrak', {
      query: expect.objectContaining({ outsourcing_id: 7, sortby: 'awal' }),
    });
  });

  it('corrects a contract in place: the form is filled in, the new end date is sent and shown', async () => {
    let saved = false;
    const { transport, request } = fakeTransport({
      ...answers,
      // After the save the server answers the history with the new end date.
      [HISTORY]: () => paged([lama, saved ? { ...kini, akhir: '2026-05-30' } : kini]),
      'PUT /sdm/outsourching/kontrak/31': () => {
        saved = true;
        return {
          message: 'Kontrak Outsourcing updated',
          data: { ...kini, akhir: '2026-05-30' },
        };
      },
    });
    const success = jest.spyOn(notify, 'success');
    const { onChange } = renderDialog(transport);
    const table = await historyTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Ubah kontrak PKWT/2026/0001' }));
    const form = await screen.findByTestId('kontrak-edit');
    expect(within(form).getByRole('textbox', { name: /Nomor Kontrak/ })).toHaveValue('PKWT/2026/0001');
    const akhir = within(form).getByRole('group', { name: /Akhir Kontrak/ });
    expect(within(akhir).getByRole('combobox', { name: 'Tahun' })).toHaveValue('2026');
    fireEvent.change(within(akhir).getByRole('combobox', { name: 'Tanggal' }), { target: { value: '30' } });
    fireEvent.click(within(form).getByTestId('kontrak-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/outsourching/kontrak/31', {
        body: expect.objectContaining({ jenis_id: 1, kantor_id: 3, awal: '2025-06-01', akhir: '2026-05-30' }),
      }),
    );
    expect(success).toHaveBeenCalledWith('Kontrak Outsourcing updated');
    expect(await within(await historyTable()).findByText('01 Juni 2025 - 30 Mei 2026')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the server's refusal of an overlapping period under the date and keeps the form", async () => {
    const overlap = 'Periode kontrak bertumpuk dengan kontrak PKWT/2026/0001 (01 Juni 2025 - 31 Mei 2026)';
    const { transport } = fakeTransport({
      ...answers,
      'PUT /sdm/outsourching/kontrak/30': new ApiError(422, 'Data tidak valid', { akhir: [overlap] }),
    });
    jest.spyOn(notify, 'error');
    const { onChange } = renderDialog(transport);
    fireEvent.click(within(await historyTable()).getByRole('button', { name: 'Ubah kontrak PKWT/2025/0001' }));
    const form = await screen.findByTestId('kontrak-edit');
    fireEvent.click(within(form).getByTestId('kontrak-form-submit'));
    expect(await within(form).findByText(overlap)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletes a contract only after confirming, then reloads', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'DELETE /sdm/outsourching/kontrak/30': { message: 'Kontrak Outsourcing deleted' },
    });
    const { onChange } = renderDialog(transport);
    fireEvent.click(within(await historyTable()).getByRole('button', { name: 'Hapus kontrak PKWT/2025/0001' }));
    const confirm = await screen.findByTestId('kontrak-delete');
    expect(confirm).toHaveTextContent('Kontrak PKWT/2025/0001 (01 Juni 2024 - 31 Mei 2025) akan dihapus.');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/outsourching/kontrak/30');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/outsourching/kontrak/30'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it('a reader without the managing role sees the history without the buttons', async () => {
    const { transport } = fakeTransport(answers);
    renderDialog(transport, false);
    const table = await historyTable();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });
});
