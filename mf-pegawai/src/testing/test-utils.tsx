/** Test harness of mf-pegawai's page tests: a fake transport answering 'METHOD /path' keys, a fresh SWR cache, the portal providers. */
import type { ReactElement } from 'react';
import type { Transport } from '@portal/api-client';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, paged, type TransportHandler as Handler } from '@portal/api-client/testing';

/** Renders `ui` with the portal providers, `transport` and a router at `route` (default '/'). */
export function renderWith(ui: ReactElement, transport: Transport, route?: string) {
  return renderPage(ui, { transport, route });
}
