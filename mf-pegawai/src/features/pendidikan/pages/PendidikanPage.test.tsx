import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { institutions, levels, pendidikanRows } from '../pendidikan-fixtures';
import PendidikanPage from './PendidikanPage';

jest.setTimeout(20_000);

const answers = {
  'GET /sdm/pegawai/x/pendidikan': paged(pendidikanRows),
  'GET /general/pendidikan': { data: levels },
  'GET /general/institusi': { data: institutions },
};

describe('PendidikanPage', () => {
  it("lists every employee's education with level, institution, major and year", async () => {
    const { transport } = fakeTransport(answers);
    renderWith(<PendidikanPage />, transport, '/pegawai/pendidikan');
    const table = await screen.findByRole('table', { name: 'Daftar pendidikan pegawai' });
    expect(await within(table).findByText('Politeknik Negeri Bandung')).toBeInTheDocument();
    expect(within(table).getByText('Magister Manajemen')).toBeInTheDocument();
    expect(within(table).getByText('2008')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it('the institution filter offers "nama | akronim" and sends the name; the level too, from page 1', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<PendidikanPage />, transport, '/pegawai/pendidikan?page=2');
    const institusi = await screen.findByLabelText('Institusi pendidikan');
    await waitFor(() =>
      expect(within(institusi).getByRole('option', { name: 'Universitas Indonesia | UI' })).toBeInTheDocument(),
    );
    act(() => {
      fireEvent.change(institusi, { target: { value: 'Universitas Indonesia' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/pendidikan', {
        query: expect.objectContaining({ institusi: 'Universitas Indonesia', page: 1 }),
      }),
    );
    const jenjang = screen.getByLabelText('Jenjang pendidikan');
    await waitFor(() => expect(within(jenjang).getByRole('option', { name: 'S1' })).toBeInTheDocument());
    act(() => {
      fireEvent.change(jenjang, { target: { value: 'S1' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/pendidikan', {
        query: expect.objectContaining({ institusi: 'Universitas Indonesia', jenjang: 'S1' }),
      }),
    );
  });

  it('a sortable header asks the server for that order', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<PendidikanPage />, transport, '/pegawai/pendidikan');
    const table = await screen.findByRole('table', { name: 'Daftar pendidikan pegawai' });
    await within(table).findByText('Politeknik Negeri Bandung');
    fireEvent.click(within(table).getByRole('button', { name: /Tahun Lulus/ }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/pendidikan', {
        query: expect.objectContaining({ sortby: 'tahun' }),
      }),
    );
  });
});
