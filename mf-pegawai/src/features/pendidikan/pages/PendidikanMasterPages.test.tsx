import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { institutions, levels, majors } from '../pendidikan-fixtures';
import InstitusiPage from './InstitusiPage';
import JenjangPage from './JenjangPage';
import JurusanPage from './JurusanPage';

jest.setTimeout(20_000);

const COUNT = 'GET /sdm/pegawai/x/pendidikan/x/count';

describe('the education master pages', () => {
  it('/pegawai/pendidikan/pendidikan: each level with its records', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/pendidikan': { data: levels },
      [COUNT]: { data: [{ nama: 'S1', total: 1520 }] },
    });
    renderWith(<JenjangPage />, transport);
    const table = await screen.findByRole('table', { name: 'Jenjang pendidikan' });
    expect(within((await within(table).findByText('S1')).closest('tr')!).getByText('1.520')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/pendidikan/x/count', { query: { by: 'jenjang' } });
  });

  it('/pegawai/pendidikan/institusi: "nama | akronim", and institutions typed in the CV that the list lacks', async () => {
    const { transport } = fakeTransport({
      'GET /general/institusi': { data: institutions },
      [COUNT]: { data: [{ nama: 'Politeknik Negeri Bandung', total: 4 }] },
    });
    renderWith(<InstitusiPage />, transport);
    const table = await screen.findByRole('table', { name: 'Institusi pendidikan' });
    expect(await within(table).findByText('Universitas Gadjah Mada | UGM')).toBeInTheDocument();
    const outside = within(table).getByText('Politeknik Negeri Bandung').closest('tr')!;
    expect(within(outside).getByText('Tidak ada di daftar')).toBeInTheDocument();
  });

  it('/pegawai/pendidikan/jurusan: the majors under their level', async () => {
    const { transport } = fakeTransport({
      'GET /general/pendidikan': { data: levels },
      'GET /general/pendidikan/x/jurusan': { data: majors },
      [COUNT]: { data: [{ nama: 'Manajemen', total: 9 }] },
    });
    renderWith(<JurusanPage />, transport);
    const table = await screen.findByRole('table', { name: 'Jurusan' });
    const row = (await within(table).findByText('Magister Manajemen')).closest('tr')!;
    expect(await within(row).findByText('S2')).toBeInTheDocument();
    expect(within(within(table).getByText('Manajemen').closest('tr')!).getByText('9')).toBeInTheDocument();
  });
});
