import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PortalProvider } from './PortalProvider';
import { JobProgress, jobPercent } from './JobProgress';

const wrapper = ({ children }: { children?: ReactNode }) => (
  <PortalProvider withToaster={false}>{children}</PortalProvider>
);

describe('JobProgress', () => {
  it('shows the status in Indonesian, the rounded percentage and the server message', () => {
    const { rerender } = render(
      <JobProgress name="Data pegawai (.xlsx)" status="running" progress={66.5} message="Membaca data pegawai" />,
      { wrapper },
    );
    expect(screen.getByText('Data pegawai (.xlsx)')).toBeInTheDocument();
    expect(screen.getByTestId('job-progress-status')).toHaveTextContent('Berjalan');
    expect(screen.getByTestId('job-progress-percent')).toHaveTextContent('67%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('Membaca data pegawai')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh' })).not.toBeInTheDocument();

    rerender(<JobProgress name="Data pegawai (.xlsx)" status="queued" progress={0} message={null} />);
    expect(screen.getByTestId('job-progress-status')).toHaveTextContent('Menunggu');
    rerender(
      <JobProgress name="Data pegawai (.xlsx)" status="failed" progress={20} message="Gagal" error="Disk penuh" />,
    );
    expect(screen.getByTestId('job-progress-status')).toHaveTextContent('Gagal');
    expect(screen.getByText('Disk penuh')).toBeInTheDocument();
  });

  it("offers 'Unduh' once done", () => {
    const download = jest.fn();
    render(
      <JobProgress
        name="Data pegawai (.xlsx)"
        status="done"
        progress={100}
        message="Export data pegawai selesai: 300 pegawai"
        onDownload={download}
      />,
      { wrapper },
    );
    expect(screen.getByTestId('job-progress-status')).toHaveTextContent('Selesai');
    expect(screen.getByTestId('job-progress-percent')).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('clamps and rounds percentages', () => {
    expect([jobPercent(-3), jobPercent(99.5), jobPercent(140), jobPercent(Number.NaN)]).toEqual([0, 100, 100, 0]);
  });
});
