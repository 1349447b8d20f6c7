/** Render helpers of the jabatan/pangkat page tests: a fake transport answering 'METHOD /path' keys. */
import type { ReactElement } from 'react';
import type { Transport } from '@portal/api-client';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport } from '@portal/api-client/testing';

export function paged<T>(rows: T[]) {
  return { data: rows, current_page: 1, per_page: 10, from: rows.length ? 1 : null, to: rows.length || null, total: rows.length, last_page: 1 };
}

export function renderWith(ui: ReactElement, transport: Transport) {
  return renderPage(ui, { transport });
}
