import { screen } from '@testing-library/react';
import { renderWithPortal } from './testing/render-with-portal';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the page title as the one h1, the line under it and the actions', () => {
    renderWithPortal(
      <PageHeader title="Daftar SPPD" description="Perjalanan dinas tahun 2026">
        <Button>Buat SPPD</Button>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar SPPD' })).toBeInTheDocument();
    expect(screen.getByText('Perjalanan dinas tahun 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat SPPD' })).toBeInTheDocument();
  });

  it('draws no empty line or action group when there is nothing to put there', () => {
    renderWithPortal(<PageHeader title="Kantor" />);
    const header = screen.getByTestId('page-header');
    expect(header.children).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.children).toHaveLength(1);
  });
});
