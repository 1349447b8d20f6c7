import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from './transport';

/**
 * The shell creates the one transport (with its session-ended and forbidden handlers) and provides it;
 * remotes read it here. api-client is a federation singleton, so this context is shared too.
 */
const TransportContext = createContext<Transport | null>(null);

export function TransportProvider({ transport, children }: { transport: Transport; children?: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useTransport() needs a <TransportProvider> above it; the shell provides one.');
  return transport;
}
