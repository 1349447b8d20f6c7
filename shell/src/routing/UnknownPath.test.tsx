import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { PortalProvider } from '@portal/design-system';
import { markRemoteUnavailable, resetUnavailableRemotes } from '../federation/unavailable-remotes';
import { PendingRemotesContext } from './PortalRoutesContext';
import { UnknownPath } from './UnknownPath';

function renderAt(path: string, pending: readonly string[] = []) {
  render(
    <PortalProvider withToaster={false}>
      <PendingRemotesContext.Provider value={(remote) => pending.includes(remote)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/home" element={<h1>Beranda</h1>} />
            <Route path="/absen/libur" element={<h1>Hari Libur</h1>} />
            <Route path="*" element={<UnknownPath />} />
          </Routes>
        </MemoryRouter>
      </PendingRemotesContext.Provider>
    </PortalProvider>,
  );
}

describe('UnknownPath', () => {
  afterEach(() => resetUnavailableRemotes());

  it("shows 'Modul sedang tidak tersedia' on the paths of a remote that failed to load", () => {
    markRemoteUnavailable('mf_absen');
    renderAt('/pegawai/izin/calendar');
    expect(screen.getByText('Modul sedang tidak tersedia')).toBeInTheDocument();
    expect(screen.getByText('mf_absen')).toBeInTheDocument();
  });

  it('sends other unknown paths home', () => {
    markRemoteUnavailable('mf_absen');
    renderAt('/pegawai/tidak-ada');
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
  });

  it('waits on the paths of a remote whose route table is still on its way', () => {
    renderAt('/pegawai/izin/calendar', ['mf_absen']);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beranda' })).not.toBeInTheDocument();
  });

  it('leaves working remotes alone', () => {
    markRemoteUnavailable('mf_kpi');
    renderAt('/absen/libur');
    expect(screen.getByRole('heading', { name: 'Hari Libur' })).toBeInTheDocument();
  });
});
