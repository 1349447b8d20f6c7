import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalProvider } from '@portal/design-system';
import { isStaleBuildError, RouteErrorFallback } from './RouteErrorFallback';

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
});
