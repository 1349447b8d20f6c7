import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, LoadingState, ModuleUnavailable, UnderConstruction } from './PageStates';
import { renderWithPortal } from './testing/render-with-portal';

describe('page states', () => {
  it('UnderConstruction is a clearly marked status with the page title', () => {
    renderWithPortal(<UnderConstruction title="Rekap Absensi" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Halaman ini sedang dibangun');
    expect(status).toHaveTextContent('Dalam pengembangan');
    expect(screen.getByRole('heading', { name: 'Rekap Absensi' })).toBeInTheDocument();
  });

  it("ModuleUnavailable says so and 'Coba lagi' calls onRetry", async () => {
    const onRetry = jest.fn();
    renderWithPortal(<ModuleUnavailable onRetry={onRetry} moduleName="mf_absen" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Modul sedang tidak tersedia');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("EmptyState defaults to 'Tidak ada data' and LoadingState announces itself", () => {
    renderWithPortal(
      <>
        <EmptyState description="Belum ada pengajuan izin." />
        <LoadingState />
      </>,
    );
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByText('Belum ada pengajuan izin.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data...');
  });
});
