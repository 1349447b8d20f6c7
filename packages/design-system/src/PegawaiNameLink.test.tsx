import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { PegawaiNameLink } from './PegawaiNameLink';
import { renderWithPortal } from './testing/render-with-portal';

describe('PegawaiNameLink', () => {
  it('is a link to the CV that the keyboard reaches and follows', async () => {
    renderWithPortal(
      <MemoryRouter initialEntries={['/pegawai']}>
        <Routes>
          <Route path="/pegawai" element={<PegawaiNameLink id={42} nama="Budi Santoso" detail="(55501234)" />} />
          <Route path="/pegawai/show/:id" element={<p>CV pegawai</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Budi Santoso (55501234)' });
    expect(link).toHaveAttribute('href', '/pegawai/show/42');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('CV pegawai')).toBeInTheDocument();
  });
});
