import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';
import { Toaster } from './Toaster';
import { ConfirmProvider } from './useConfirm';

export interface PortalProviderProps {
  children?: ReactNode;
  /** Render the shared Toaster (default true). Only the outermost provider should render it. */
  withToaster?: boolean;
}

/** Chakra system + confirm dialog host + the toaster: wrap every app (shell, remote dev page, story). */
export function PortalProvider({ children, withToaster = true }: PortalProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ConfirmProvider>{children}</ConfirmProvider>
      {withToaster ? <Toaster /> : null}
    </ChakraProvider>
  );
}
