import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient, SotkVerifikasiRow } from '@portal/contracts';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { currentPeriod } from '../api';
import SotkVerifikasiPage from './SotkVerifikasiPage';

jest.setTimeout(20_000);

const row = (id: number, nama: string, status_id: number | null = null): SotkVerifikasiRow => ({
  bidangtugas_id: id,
  bidangtugas: nama,
  kantor_id: 7,
  tahun: 2026,
  bulan: 3,
  status_id,
  status: status_id === 1 ? 'Sesuai' : null,
  keterangan: null,
  verified_at: status_id ? '2026-03-05T02:00:00.000Z' : null,
  updated_at: status_id ? '2026-03-05T02:00:00.000Z' : null,
  user: status_id ? { id: 3, name: 'admin.sdm' } : null,
});

function setup(roles: number[]) {
  setCurrentUser({ id: 1, name: 'u', rolesId: roles } as unknown as SessionClient);
  let rows = [row(1, 'Bisnis', 1), row(2, 'Operasional')];
  const server = fakeTransport((method, path) => {
    if (method === 'GET' && path === '/general/kantor') return { data: [{ id: 7, nama: 'KC Bandung' }] };
    if (method === 'GET' && path === '/general/sotk') return { data: rows };
    if (method === 'POST' && path === '/general/sotk') {
      rows = rows.map((r) => (r.bidangtugas_id === 2 ? row(2, 'Operasional', 1) : r));
      return { message: 'SOTK Created', data: { id: 9 } };
    }
    return undefined;
  });
  // March 2026 in Jakarta (already 1 March there while still 28 February in UTC).
  renderWith(<SotkVerifikasiPage now={new Date('2026-02-28T18:00:00Z')} />, server.transport);
  return server;
}

async function chooseKantor() {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Pilih kantor' }));
  fireEvent.click(await screen.findByRole('option', { name: 'KC Bandung' }));
}

describe('SotkVerifikasiPage', () => {
  afterEach(() => setCurrentUser(null));

  it('opens on the current year and month (Jakarta time) and asks for an office first', async () => {
    const server = setup([10]);
    expect(screen.getByRole('combobox', { name: 'Bulan' })).toHaveValue('3');
    expect(screen.getByText('Pilih kantor untuk melihat verifikasinya.')).toBeInTheDocument();
    expect(server.request.mock.calls.some(([m, p]) => m === 'GET' && p === '/general/sotk')).toBe(false);
    expect(currentPeriod(new Date('2026-02-28T18:00:00Z'))).toEqual({ tahun: 2026, bulan: 3 });
  });

  it('lists the bidang tugas of the chosen office and period; readers get no actions', async () => {
    const server = setup([10]);
    await chooseKantor();
    const table = await screen.findByRole('table', { name: /Verifikasi faktual Maret 2026/ });
    expect(within(table).getByText('Belum diverifikasi')).toBeInTheDocument();
    expect(within(table).getByText('admin.sdm')).toBeInTheDocument();
    const query = server.request.mock.calls.find(([m, p]) => m === 'GET' && p === '/general/sotk')?.[2]?.query;
    expect(query).toEqual({ event: 'index_verifikasi_faktual', kantor_id: 7, tahun: 2026, bulan: 3 });
    expect(screen.queryByRole('button', { name: 'Operasional sesuai' })).not.toBeInTheDocument();
  });

  it('admins record a verification with the chosen period', async () => {
    const server = setup([57]);
    await chooseKantor();
    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '2' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Operasional sesuai' }));
    await waitFor(() =>
      expect(server.request).toHaveBeenCalledWith('POST', '/general/sotk', {
        body: {
          action: 'storeVerifikasiFaktual',
          kantor_id: 7,
          tahun: 2026,
          bulan: 2,
          bidangtugas_id: 2,
          status_id: 1,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Belum diverifikasi')).not.toBeInTheDocument());
  });
});
