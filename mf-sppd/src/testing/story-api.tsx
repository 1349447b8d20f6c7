// The API as mf-sppd's Storybook stories see it (never imported by the remote's own code): the
// transport the shell would provide, a fresh SWR cache and a router per story. Without answers from
// MSW handlers a call fails as it would without a server (the form shows its error toast).
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createTransport, TransportProvider } from '@portal/api-client';

const storyTransport = createTransport({ baseUrl: '/api' });

/** Decorator: the transport, a fresh SWR cache and a router. */
export function withSppdApi(Story: ComponentType) {
  return createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0 } },
    createElement(
      TransportProvider,
      { transport: storyTransport },
      createElement(MemoryRouter, null, createElement(Story)),
    ),
  );
}
