import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import PangkatPage from './PangkatPage';
import PangkatSimulasiPage from './PangkatSimulasiPage';

jest.setTimeout(20_000);

describe('PangkatPage', () => {
  it('shows the grade as "grade | corporate title" and saves a new rank', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/x/pangkat': paged([
        { id: 1, nama: 'Staf', grade: '10', corporate_title: 'Officer', is_disabled: false, label: 'Staf|10|Officer' },
      ]),
      'POST /sdm/x/pangkat': {
        message: 'Pangkat created',
        data: {
          id: 2,
          nama: 'Penyelia',
          grade: '12',
          corporate_title: 'AM',
          is_disabled: false,
          label: 'Penyelia|12|AM',
        },
      },
    });
    renderWith(<PangkatPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar pangkat' });
    expect(await within(table).findByText('10 | Officer')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('pangkat-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nama/), { target: { value: 'Penyelia' } });
    fireEvent.change(within(dialog).getByLabelText(/^Grade/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/Corporate Title/), { target: { value: 'AM' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/x/pangkat', {
        body: { nama: 'Penyelia', grade: '12', corporate_title: 'AM', is_disabled: false },
      }),
    );
  });

  it('simulasi lists the simulated next rank date in Indonesian', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/x/pangkat/x/pegawai': paged([
        {
          pegawai_id: 5,
          nama: 'Ani Lestari',
          npp: '20000001',
          pangkat: { id: 1, nama: 'Staf', grade: '10', corporate_title: 'Officer' },
          awal: '2018-04-01',
          masa_tahun: 8,
          next_date: '2022-04-01',
        },
      ]),
    });
    renderWith(<PangkatSimulasiPage />, transport);
    expect(await screen.findByText('01 April 2022')).toBeInTheDocument();
    expect(screen.getByText('10 | Officer')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/x/pangkat/x/pegawai', {
      query: expect.objectContaining({ event: 'index_simulasi', page: 1 }),
    });
  });
});
