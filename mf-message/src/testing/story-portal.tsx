// Stories of mf-message: what the shell gives a remote's components — a transport to /api (answered
// by the story's MSW handlers), a fresh SWR cache and a router.
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createTransport, TransportProvider } from '@portal/api-client';

const transport = createTransport({ baseUrl: '/api' });

export function withPortal(Story: ComponentType) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <TransportProvider transport={transport}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </TransportProvider>
    </SWRConfig>
  );
}
