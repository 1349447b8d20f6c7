/** Test harness of the kantor and SOTK pages: a fake transport, fresh SWR cache, the portal providers. */
import type { ReactElement } from 'react';
import type { Transport } from '@portal/api-client';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, type TransportHandler as Handler } from '@portal/api-client/testing';

export function renderWith(ui: ReactElement, transport: Transport) {
  return renderPage(ui, { transport });
}
