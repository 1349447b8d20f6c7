import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@portal/design-system/router';
import { PortalProvider } from '@portal/design-system';
import { isStaleBuildError, RouteErrorFallback } from './RouteErrorFallback';
import { versionMismatchOf } from '../federation/version-mismatch';

function renderFailingRoute(path: string, error: Error) {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path, element: <Boom />, errorElement: <RouteErrorFallback /> }], {
    initialEntries: [path],
  });
  render(
    <PortalProvider withToaster={false}>
      <RouterProvider router={router} />
    </PortalProvider>,
  );
}

describe('RouteErrorFallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('recognises a chunk of a build that is gone', () => {
    const chunk = Object.assign(new Error('Loading chunk 582 failed.\n(missing: http://portal/582.dade9ea1.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isStaleBuildError(chunk)).toBe(true);
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isStaleBuildError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });

  it('a missing chunk of a shell page asks for a reload, in Indonesian, instead of a blank area', () => {
    renderFailingRoute('/home', Object.assign(new Error('Loading chunk 582 failed.'), { name: 'ChunkLoadError' }));
    expect(screen.getByText('Portal baru saja diperbarui')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it('another error of a shell page says so, with a reload and the way home', () => {
    renderFailingRoute('/home', new Error('render failed'));
    expect(screen.getByText('Terjadi kesalahan saat menampilkan halaman ini')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeInTheDocument();
  });

  const REFUSAL =
    '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @portal/domain does not satisfy the requirement of mf_absen which needs ^1.4.0)';

  it('reads the package and both versions from the federation runtime refusal', () => {
    expect(versionMismatchOf(new Error(REFUSAL))).toEqual({
      pkg: '@portal/domain',
      provided: '1.0.0',
      needs: '^1.4.0',
    });
    expect(versionMismatchOf(new Error('Loading chunk 582 failed.'))).toBeNull();
    expect(versionMismatchOf(null)).toBeNull();
  });

  it('a remote refused for its shared-package versions says which versions, without a useless retry', () => {
    renderFailingRoute('/absen', new Error(REFUSAL));
    const notice = screen.getByTestId('version-mismatch');
    expect(notice).toHaveTextContent('Versi modul tidak cocok dengan portal');
    expect(notice).toHaveTextContent(
      'Modul mf_absen dibangun untuk @portal/domain ^1.4.0, sedangkan portal memakai versi 1.0.0',
    );
    expect(screen.queryByText('Modul sedang tidak tersedia')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('another failure of a remote page is still "Modul sedang tidak tersedia"', () => {
    renderFailingRoute('/absen', new Error('remote down'));
    expect(screen.getByText('Modul sedang tidak tersedia')).toBeInTheDocument();
  });
});
