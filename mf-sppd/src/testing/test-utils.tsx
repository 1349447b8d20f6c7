// Test harness of mf-sppd's component tests: a fake transport (the object the shell provides; no
// fetch is mocked), the providers a page needs, a signed-in user and a probe of the address.
import { useLocation } from '@portal/design-system/router';
import { resetSessionState } from '@portal/api-client';
import { signInAs as signInTester } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, paged, type TransportAnswer as Answer } from '@portal/api-client/testing';

/** The page at `path` (default '/'), opened at `route`; leaving it shows the `navigated` marker. */
export const renderWithProviders: typeof renderPage = (ui, options) => renderPage(ui, { path: '/', ...options });

/** Signs a user with these roles in (the session atom every page's useAllows reads); `signOut` after the test. */
export function signInAs(rolesId: number[], kantorId: number | null = 4): void {
  signInTester(rolesId, {
    id: 1,
    name: 'penguji',
    pegawai_id: 11,
    nama: 'Penguji',
    jabatan_id: null,
    kantor_id: kantorId,
  });
}

export const signOut = resetSessionState;

/** Render beside a page to read the address it keeps its state in: `getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
