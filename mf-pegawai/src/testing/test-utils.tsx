/** Test harness of mf-pegawai's page tests: a fake transport answering 'METHOD /path' keys, a fresh SWR cache, the portal providers. */
import type { ReactElement } from 'react';
import type { Transport } from '@portal/api-client';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, type TransportHandler as Handler } from '@portal/api-client/testing';

export function paged<T>(rows: T[]) {
  return {
    data: rows,
    current_page: 1,
    per_page: 10,
    from: rows.length ? 1 : null,
    to: rows.length || null,
    total: rows.length,
    last_page: 1,
  };
}

export function renderWith(ui: ReactElement, transport: Transport) {
  return renderPage(ui, { transport });
}
