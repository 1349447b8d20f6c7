import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { kontrakRow, outsourcingRows } from '../outsourcing-fixtures';
import KontrakExpiredPage from './KontrakExpiredPage';
import OutsourcingPage from './OutsourcingPage';

jest.setTimeout(20_000);

const hr = { id: 1, name: 'hr', pegawai_id: 3, nama: 'Rina', rolesId: [10, 57] } as unknown as SessionClient;
const umum = { id: 2, name: 'umum', pegawai_id: 4, nama: 'Sari', rolesId: [10, 4] } as unknown as SessionClient;

const answers = {
  'GET /sdm/outsourching': paged(outsourcingRows),
  'GET /sdm/outsourching/jabatan': { data: [{ id: 2, nama: 'Petugas Keamanan', jumlah: 1 }] },
  'GET /sdm/outsourching/x/jenis': { data: [{ id: 1, nama: 'Satpam', jumlah: 1 }] },
  'GET /general/kantor': { data: [{ id: 3, nama: 'Kantor Cabang Makassar' }] },
};

describe('OutsourcingPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists workers with kontrak_akhir jenis and kantor, flags a contract ending within 30 days', async () => {
    act(() => setCurrentUser(hr));
    const { transport, request } = fakeTransport(answers);
    renderWith(<OutsourcingPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar pegawai outsourcing' });
    const andi = (await within(table).findByText('Andi Saputra')).closest('tr')!;
    expect(within(andi).getByText('Satpam')).toBeInTheDocument();
    expect(within(andi).getByText('Kantor Cabang Makassar')).toBeInTheDocument();
    expect(within(andi).getByText('Berlaku')).toBeInTheDocument();
    const budi = within(table).getByText('Budi Santoso').closest('tr')!;
    expect(within(budi).getByText('Berakhir dalam 12 hari')).toBeInTheDocument();
    expect(await screen.findByTestId('outsourcing-expiring')).toHaveTextContent('kontrak berakhir dalam 30 hari');
    expect(screen.getByTestId('outsourcing-add')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/outsourching', {
      query: expect.objectContaining({ event: 'index', page: 1 }),
    });
  });

  it('the contract status filter asks the register for status_kontrak, and a new filter starts at page 1', async () => {
    act(() => setCurrentUser(hr));
    const { transport, request } = fakeTransport(answers);
    renderWith(<OutsourcingPage />, transport, '/?page=2');
    await screen.findByText('Andi Saputra');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status kontrak' }), { target: { value: 'akan_berakhir' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/outsourching', {
        query: expect.objectContaining({ event: 'index', status_kontrak: 'akan_berakhir', page: 1 }),
      }),
    );
  });

  it('role 4 reads without the managers’ buttons', async () => {
    act(() => setCurrentUser(umum));
    const { transport } = fakeTransport(answers);
    renderWith(<OutsourcingPage />, transport);
    await screen.findByText('Andi Saputra');
    expect(screen.queryByTestId('outsourcing-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus Andi Saputra' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('outsourcing-jabatan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detail Andi Saputra' })).toBeInTheDocument();
  });

  it("a row's Detail opens the worker with their contract history; the managers see the positions", async () => {
    act(() => setCurrentUser(hr));
    const { transport, request } = fakeTransport({
      ...answers,
      'GET /sdm/outsourching/kontrak': paged([kontrakRow()]),
    });
    renderWith(<OutsourcingPage />, transport);
    const positions = await screen.findByTestId('outsourcing-jabatan');
    expect(await within(positions).findByText('Petugas Keamanan')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Detail Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pegawai Outsourcing' });
    expect(await within(dialog).findByRole('table', { name: 'Riwayat kontrak Budi Santoso' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/outsourching/kontrak', {
      query: expect.objectContaining({ outsourcing_id: 8 }),
    });
  });
});

describe('KontrakExpiredPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  it('extends the chosen workers together', async () => {
    act(() => setCurrentUser(hr));
    const { transport, request } = fakeTransport({
      ...answers,
      'POST /sdm/outsourching/kontrak/x/perpanjang': {
        message: 'Kontrak Outsourcing diperpanjang: 1',
        data: { jumlah: 1, kontrak_ids: [40] },
      },
    });
    renderWith(<KontrakExpiredPage />, transport);
    await screen.findByText('Budi Santoso');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/outsourching', {
      query: expect.objectContaining({ event: 'index_expired' }),
    });
    expect(screen.getByTestId('perpanjang-open')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Pilih Budi Santoso'));
    await waitFor(() => expect(screen.getByTestId('perpanjang-open')).toBeEnabled());
    fireEvent.click(screen.getByTestId('perpanjang-open'));
    expect(await screen.findByTestId('perpanjang-dialog')).toHaveTextContent('1 pegawai outsourcing dipilih');
  });
});
