// Test harness of mf-message's component tests: a fake transport (the object the shell provides; no
// fetch is mocked), a server-shaped list answer and the providers a page needs.
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, paged, type TransportAnswer as Answer } from '@portal/api-client/testing';

/** The page at `path` (default '/'), opened at `route`; leaving it shows the `navigated` marker. */
export const renderWithProviders: typeof renderPage = (ui, options) => renderPage(ui, { path: '/', ...options });
