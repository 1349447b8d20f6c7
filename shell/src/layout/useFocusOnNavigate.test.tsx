import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from '@portal/design-system/router';
import { useFocusOnNavigate } from './useFocusOnNavigate';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <>
      <nav>
        <Link to="/absen">Rekap Absensi</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

describe('useFocusOnNavigate', () => {
  it('leaves the first page alone, then moves focus to the new page heading after a navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/home" element={<h1>Beranda</h1>} />
            <Route path="/absen" element={<h1>Daftar Absen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Rekap Absensi' });
    link.focus();
    expect(document.activeElement).toBe(link);
    await userEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Daftar Absen' })));
  });
});
