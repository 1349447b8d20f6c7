import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { plafonRows } from '../perawatan-fixtures';
import { KacaMataPlafonSection } from './KacaMataPlafonSection';

jest.setTimeout(20_000);

const PLAFON = '/sdm/perawatan/x/kaca_mata_plafon';
const hr = { id: 2, name: 'hr', pegawai_id: 4, nama: 'Hana', rolesId: [57] } as unknown as SessionClient;

function renderSection(answers: Parameters<typeof fakeTransport>[0] = {}) {
  const onChange = jest.fn();
  const { transport, request } = fakeTransport({ [`GET ${PLAFON}`]: { data: plafonRows }, ...answers });
  renderWith(<KacaMataPlafonSection onChange={onChange} />, transport);
  return { request, onChange };
}

describe('KacaMataPlafonSection', () => {
  beforeEach(() => act(() => setCurrentUser(hr)));
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists the ranges with their ceilings in rupiah', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Plafon kacamata per grade' });
    const row = within(table).getByText('5 - 8').closest('tr')!;
    expect(within(row).getByText('Rp 1.000.000,00')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('adds a range: checks the form first, then sends numbers and the amount', async () => {
    const { request, onChange } = renderSection({
      [`POST ${PLAFON}`]: {
        message: 'Plafon Kacamata created',
        data: { id: 4, grade_min: 13, grade_max: 99, plafon: '2000000.00' },
      },
    });
    fireEvent.click(await screen.findByTestId('perawatan-plafon-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tambah Plafon Kacamata')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Grade awal/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/Grade akhir/), { target: { value: '13' } });
    fireEvent.change(within(dialog).getByLabelText(/^Plafon \(Rp\)/), { target: { value: '2.000.000' } });
    fireEvent.click(within(dialog).getByTestId('perawatan-plafon-submit'));
    expect(await within(dialog).findByText('Grade awal tidak boleh lebih besar dari grade akhir')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Plafon berupa angka, tanpa titik ribuan (desimal memakai titik)'),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', PLAFON, expect.anything());

    fireEvent.change(within(dialog).getByLabelText(/Grade awal/), { target: { value: '13' } });
    fireEvent.change(within(dialog).getByLabelText(/Grade akhir/), { target: { value: '99' } });
    fireEvent.change(within(dialog).getByLabelText(/^Plafon \(Rp\)/), { target: { value: '2000000' } });
    fireEvent.click(within(dialog).getByTestId('perawatan-plafon-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', PLAFON, {
        body: { grade_min: 13, grade_max: 99, plafon: '2000000' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the server's overlap refusal under 'Grade awal' and keeps the dialog open", async () => {
    const overlap = new ApiError(422, 'Data yang dikirim tidak valid', {
      grade_min: ['Rentang grade bertumpang tindih dengan plafon grade 0 - 4'],
    });
    const { request } = renderSection({ [`PUT ${PLAFON}/2`]: overlap });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah plafon grade 5 - 8' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Plafon \(Rp\)/)).toHaveValue('1000000.00');
    fireEvent.change(within(dialog).getByLabelText(/Grade awal/), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByTestId('perawatan-plafon-submit'));
    expect(
      await within(dialog).findByText('Rentang grade bertumpang tindih dengan plafon grade 0 - 4'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('PUT', `${PLAFON}/2`, {
      body: { grade_min: 4, grade_max: 8, plafon: '1000000.00' },
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a range only after confirming', async () => {
    const { request, onChange } = renderSection({ [`DELETE ${PLAFON}/3`]: { message: 'Plafon Kacamata deleted' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus plafon grade 9 - 12' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Rp 1\.500\.000,00/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('DELETE', `${PLAFON}/3`);
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${PLAFON}/3`));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it('without 1 or 57 the ceilings are only shown', async () => {
    act(() => setCurrentUser({ ...hr, rolesId: [10] }));
    renderSection();
    await screen.findByRole('table', { name: 'Plafon kacamata per grade' });
    expect(screen.queryByTestId('perawatan-plafon-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus plafon/ })).not.toBeInTheDocument();
  });
});
