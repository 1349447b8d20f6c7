import { screen } from '@testing-library/react';
import { UploadProgress } from './UploadProgress';
import { renderWithPortal } from './testing/render-with-portal';

describe('UploadProgress', () => {
  it('shows the rounded percentage on an accessible progress bar', () => {
    renderWithPortal(<UploadProgress value={42.6} label="laporan.xlsx" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('43%')).toBeInTheDocument();
    expect(screen.getByText('laporan.xlsx')).toBeInTheDocument();
  });

  it.each([0, 50, 99, 99.4])("does not show 'Finishing...' at %s", (value) => {
    renderWithPortal(<UploadProgress value={value} />);
    expect(screen.queryByText('Finishing...')).not.toBeInTheDocument();
  });

  it.each([100, 99.6, 140])("shows 'Finishing...' at %s (100 after rounding/clamping)", (value) => {
    renderWithPortal(<UploadProgress value={value} />);
    expect(screen.getByText('Finishing...')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('clamps values below 0', () => {
    renderWithPortal(<UploadProgress value={-5} />);
    expect(screen.getByText('0%')).toBeInTheDocument();
  });
});
