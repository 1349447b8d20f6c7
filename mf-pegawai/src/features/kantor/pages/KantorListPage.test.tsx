import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import type { KantorRow } from '../api';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import KantorListPage from './KantorListPage';

jest.setTimeout(20_000);

const office = (id: number, nama: string, extra: Partial<KantorRow> = {}): KantorRow => ({
  id,
  nama,
  kode: String(100 + id),
  kelas: null,
  class_name: null,
  kantor_level_id: 5,
  level_id: 5,
  parent_id: null,
  parent_name: null,
  kantor_induk: null,
  is_kantor_absen: false,
  is_kantor_induk: false,
  is_allow_absence: true,
  is_allow_salary_deduction: false,
  is_link_issuer: false,
  is_parent: false,
  latitude: null,
  longitude: null,
  display_name: nama,
  ...extra,
});

const ROWS = [
  office(1, 'Bandung', { display_name: 'KC Bandung', class_name: 'KC', is_kantor_absen: true }),
  office(2, 'Dago', { display_name: 'KCP Dago (KC Bandung)', kantor_level_id: 6 }),
];
const LEVELS = [
  { id: 5, nama: 'Kantor Cabang' },
  { id: 6, nama: 'Kantor Cabang Pembantu' },
];

function setup(roles: number[], onSave?: (body: unknown) => unknown) {
  setCurrentUser({ id: 1, name: 'u', rolesId: roles } as unknown as SessionClient);
  return fakeTransport((method, path, options) => {
    if (method === 'GET' && path === '/general/kantor') {
      if (options?.query?.event === 'options') return { data: ROWS.map(({ id, nama }) => ({ id, nama })) };
      const search = String(options?.query?.search ?? '').toLowerCase();
      const rows = ROWS.filter(
        (k) =>
          k.display_name.toLowerCase().includes(search) &&
          (!options?.query?.kantor_level_id || k.kantor_level_id === options.query.kantor_level_id),
      );
      return paged(rows);
    }
    if (method === 'GET' && path === '/general/kantor/x/level') return { data: LEVELS };
    if (method === 'GET' && path.startsWith('/general/kantor/x/')) return { data: [] };
    if (method === 'POST' && path === '/general/kantor') return onSave?.(options?.body);
    return undefined;
  });
}

describe('KantorListPage', () => {
  afterEach(() => setCurrentUser(null));

  it('lists offices by display name with level names and flags; readers cannot add or edit', async () => {
    const server = setup([10]);
    renderWith(<KantorListPage />, server.transport);
    const table = await screen.findByRole('table', { name: 'Daftar kantor' });
    await within(table).findByText('KCP Dago (KC Bandung)');
    const bandung = within(table).getByText('KC Bandung').closest('tr') as HTMLElement;
    await within(bandung).findByText('Kantor Cabang');
    expect(within(bandung).getByText('Absen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah Kantor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah KC Bandung' })).not.toBeInTheDocument();
  });

  it("admins add an office; the server's field errors show under the fields", async () => {
    const saved: unknown[] = [];
    const server = setup([57], (body) => {
      saved.push(body);
      if (saved.length === 1)
        throw new ApiError(422, 'Data yang dikirim tidak valid', {
          parent_id: ['Kantor induk (parent) tidak ditemukan'],
        });
      return { message: 'Kantor created', data: { id: 9 } };
    });
    renderWith(<KantorListPage />, server.transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Kantor' }));
    const form = await screen.findByRole('form', { name: 'Form kantor' });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Nama kantor wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText('Level kantor wajib dipilih')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Nama/), { target: { value: 'Sukajadi' } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kantor Cabang Pembantu' }));
    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '-6.9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Latitude dan longitude diisi keduanya')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '107.6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      nama: 'Sukajadi',
      kantor_level_id: 6,
      latitude: -6.9,
      longitude: 107.6,
      kode: null,
    });
    expect(await within(form).findByText('Kantor induk (parent) tidak ditemukan')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Form kantor' })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(saved).toHaveLength(2);
  });
});
