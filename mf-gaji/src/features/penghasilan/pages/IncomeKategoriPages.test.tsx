import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { ANI, BUDI, incomeList, incomeRow } from '../penghasilan-fixtures';
import DataPenghasilanPage from './DataPenghasilanPage';
import ImbalanKerjaPage from './ImbalanKerjaPage';
import PotonganPenghasilanPage from './PotonganPenghasilanPage';

jest.setTimeout(40_000);

const ROUTE = '/?tahun=2026&bulan=3';
const MONTH = { page: 1, per_page: 10, tahun: 2026, bulan: 3 };

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

/** Types into the employee picker one key at a time and picks the option once the server search answered. */
async function pickPegawai(dialog: HTMLElement, text: string, name: RegExp) {
  const input = within(dialog).getByRole('combobox', { name: 'Pegawai' });
  await act(async () => input.focus());
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    await act(async () => {});
  }
  // The list is portalled beside the dialog, which jsdom's role queries count as hidden.
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }, { timeout: 5000 }));
}

describe.each([
  {
    Page: DataPenghasilanPage,
    title: 'Data Penghasilan',
    kategori: 'penghasilan',
    totalLabel: 'Total penghasilan',
    row: incomeRow(),
    total: '9250000.00',
    totalText: 'Rp 9.250.000,00',
    shown: ['Gaji Pokok', 'Rp 7.500.000,00', 'Tunjangan Jabatan', 'Rp 1.000.000,00', 'Rp 9.250.000,00'],
  },
  {
    Page: PotonganPenghasilanPage,
    title: 'Potongan Penghasilan',
    kategori: 'potongan',
    totalLabel: 'Total potongan',
    row: incomeRow({
      kategori: 'potongan',
      items: [
        { komponen: 'PPh 21', jumlah: '462500.00' },
        { komponen: 'BPJS', jumlah: '185000.25' },
      ],
      total: '647500.25',
    }),
    total: '647500.25',
    totalText: 'Rp 647.500,25',
    shown: ['PPh 21', 'Rp 462.500,00', 'BPJS', 'Rp 185.000,25', 'Rp 647.500,25'],
  },
  {
    Page: ImbalanKerjaPage,
    title: 'Imbalan Kerja',
    kategori: 'imbalan_kerja',
    totalLabel: 'Total imbalan kerja',
    row: incomeRow({
      kategori: 'imbalan_kerja',
      items: [{ komponen: 'Bonus Kinerja', jumlah: '1500000.00' }],
      total: '1500000.00',
    }),
    total: '1500000.00',
    totalText: 'Rp 1.500.000,00',
    shown: ['Bonus Kinerja', 'Rp 1.500.000,00'],
  },
])('$title page', ({ Page, title, kategori, totalLabel, row, total, totalText, shown }) => {
  const PATH = `/sdm/pegawai/x/gaji/x/${kategori}`;

  it(`lists the month's ${kategori} components per employee with the server's total in Rupiah`, async () => {
    const { transport, request } = fakeTransport({ [`GET ${PATH}`]: incomeList([row], total) });
    renderWithProviders(<Page />, { transport, route: ROUTE });
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: title });
    const ani = (await within(table).findByText('Ani Lestari')).closest('tr')!;
    for (const text of shown) expect(within(ani).getAllByText(text).length).toBeGreaterThan(0);
    const sum = screen.getByTestId('income-total');
    expect(sum).toHaveTextContent(totalLabel);
    expect(within(sum).getByText(totalText)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', PATH, { query: MONTH });
  });
});

describe('setting one component (Atur Komponen)', () => {
  const PATH = '/sdm/pegawai/x/gaji/x/imbalan_kerja';

  it('checks the fields, sends the decimal text typed, puts a 422 under the field, then saves and reloads', async () => {
    const success = jest.spyOn(notify, 'success');
    let answer: unknown = new ApiError(422, 'Data yang dikirim tidak valid', {
      jumlah: ['Jumlah melebihi batas imbalan kerja'],
    });
    const { transport, request } = fakeTransport({
      [`GET ${PATH}`]: incomeList([], '0.00'),
      'GET /sdm/pegawai': { data: [{ ...ANI, jabatan: { id: 2, nama: 'Analis' } }] },
      [`POST ${PATH}`]: () => answer,
    });
    renderWithProviders(<ImbalanKerjaPage />, { transport, route: ROUTE });
    expect(await screen.findByText('Tidak ada data pada bulan ini')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Atur Komponen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur Imbalan Kerja' });

    fireEvent.click(within(dialog).getByTestId('income-form-submit'));
    await waitFor(() => expect(within(dialog).getAllByText('Field is required')).toHaveLength(3));
    expect(request).not.toHaveBeenCalledWith('POST', PATH, expect.anything());

    await pickPegawai(dialog, 'Ani L', /Ani Lestari/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Komponen/ }), {
      target: { value: ' Bonus Tahunan ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Jumlah/ }), { target: { value: '2.500.000' } });
    fireEvent.click(within(dialog).getByTestId('income-form-submit'));
    expect(
      await within(dialog).findByText(
        'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
      ),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', PATH, expect.anything());

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Jumlah/ }), { target: { value: '2500000.50' } });
    fireEvent.click(within(dialog).getByTestId('income-form-submit'));
    expect(await within(dialog).findByText('Jumlah melebihi batas imbalan kerja')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', PATH, {
      body: { pegawai_id: ANI.id, tahun: 2026, bulan: 3, komponen: 'Bonus Tahunan', jumlah: '2500000.50' },
    });

    answer = {
      message: 'Penghasilan updated',
      data: incomeRow({ kategori: 'imbalan_kerja', items: [{ komponen: 'Bonus Tahunan', jumlah: '2500000.50' }] }),
    };
    const loads = request.mock.calls.filter(([m, p]) => m === 'GET' && p === PATH).length;
    fireEvent.click(within(dialog).getByTestId('income-form-submit'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Penghasilan updated'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(request.mock.calls.filter(([m, p]) => m === 'GET' && p === PATH).length).toBeGreaterThan(loads),
    );
  });

  it('cannot be opened without a month, and shows a failed list with a retry', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${PATH}`]: () =>
        fail
          ? new Error('Server sedang sibuk')
          : incomeList([incomeRow({ pegawai: BUDI, kategori: 'imbalan_kerja', items: [], total: '0.00' })], '0.00'),
    });
    renderWithProviders(<ImbalanKerjaPage />, { transport, route: ROUTE });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(within(screen.getByTestId('income-total')).getByText('Rp 0,00')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atur Komponen' })).toBeDisabled());
  });
});
