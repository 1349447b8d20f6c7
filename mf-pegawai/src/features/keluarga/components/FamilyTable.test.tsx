import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { familyRelations, familyRows, familyStatuses } from '../keluarga-fixtures';
import FamilyPage from '../pages/FamilyPage';

jest.setTimeout(20_000);

const answers = {
  'GET /sdm/pegawai/x/family': paged(familyRows),
  'GET /general/family': { data: familyRelations },
  'GET /general/family/x/status': { data: familyStatuses },
};

describe('FamilyPage (FamilyTable)', () => {
  it('lists every employee’s family members with relation, status and birth date', async () => {
    const { transport } = fakeTransport(answers);
    renderWith(<FamilyPage />, transport, '/pegawai/family');
    const table = await screen.findByRole('table', { name: 'Daftar keluarga pegawai' });
    expect(await within(table).findByText('Dewi Anggraini')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Rudi Hartono' })).toHaveAttribute('href', '/pegawai/family/21');
    expect(within(table).getByText('12 April 1988')).toBeInTheDocument();
    expect(within(table).getByText('Belum diisi')).toBeInTheDocument();
    expect(within(table).getAllByText('Ani Lestari').length).toBe(2);
  });

  it('the status filter (also "Belum diisi") and the year ask the server again from page 1', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<FamilyPage />, transport, '/pegawai/family?page=3');
    await screen.findByRole('table', { name: 'Daftar keluarga pegawai' });
    const status = screen.getByLabelText('Status keluarga');
    await waitFor(() => expect(within(status).getByRole('option', { name: 'Tanggungan' })).toBeInTheDocument());
    act(() => {
      fireEvent.change(status, { target: { value: 'belum_diisi' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/family', {
        query: expect.objectContaining({ status: 'belum_diisi', page: 1 }),
      }),
    );
    act(() => {
      fireEvent.change(screen.getByLabelText('Tahun'), { target: { value: '2015' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/family', {
        query: expect.objectContaining({ status: 'belum_diisi', tahun: 2015, page: 1 }),
      }),
    );
  });

  it('a relation chosen from the general list filters by its name', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<FamilyPage />, transport, '/pegawai/family');
    const hubungan = await screen.findByLabelText('Hubungan keluarga');
    await waitFor(() => expect(within(hubungan).getByRole('option', { name: 'Anak' })).toBeInTheDocument());
    act(() => {
      fireEvent.change(hubungan, { target: { value: 'Anak' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/family', {
        query: expect.objectContaining({ hubungan: 'Anak' }),
      }),
    );
  });
});
