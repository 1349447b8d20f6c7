import { screen } from '@testing-library/react';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import PenilaianIndexPage from './PenilaianIndexPage';

afterEach(() => signOut());

const titles = async () => (await screen.findAllByRole('link')).map((a) => a.textContent);

describe('PenilaianIndexPage (/penilaian)', () => {
  it('an employee gets their own KPI pages and the funds targets, not the KPI administration or WLA', async () => {
    signInAs([10]);
    const { transport, request } = fakeTransport({});
    renderWithProviders(<PenilaianIndexPage />, { transport });
    expect(await screen.findByRole('heading', { name: 'Penilaian Kinerja', level: 1 })).toBeInTheDocument();
    const open = await titles();
    expect(open).toEqual(
      expect.arrayContaining(['Event KPI Pegawai', 'Periode KPI Pegawai', 'Target Pegawai Kontrak']),
    );
    expect(open).not.toContain('Periode KPI');
    expect(open).not.toContain('WLA');
    expect(screen.getByRole('link', { name: 'Event KPI Pegawai' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/penilaian\/kpi\/event_pegawai/),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('the KPI admin (64) also gets the master data, periods and the export', async () => {
    signInAs([10, 64]);
    const { transport } = fakeTransport({});
    renderWithProviders(<PenilaianIndexPage />, { transport });
    expect(await titles()).toEqual(
      expect.arrayContaining(['Perspektif KPI', 'Indikator KPI', 'Periode KPI', 'Ekspor KPI', 'Event KPI Pegawai']),
    );
  });

  it('the development admin (63) gets the workload analysis pages', async () => {
    signInAs([10, 63]);
    const { transport } = fakeTransport({});
    renderWithProviders(<PenilaianIndexPage />, { transport });
    expect(await titles()).toEqual(expect.arrayContaining(['WLA', 'Aktivitas WLA', 'WLA per Kantor']));
  });
});
