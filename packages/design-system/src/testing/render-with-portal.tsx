import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalProvider } from '../PortalProvider';

// The Toaster subscribes to its store from a timer after mount, which React reports as an update
// outside act(); only the toast tests need it, so the default wrapper leaves it out.
function Wrapper({ children }: { children?: ReactNode }) {
  return <PortalProvider withToaster={false}>{children}</PortalProvider>;
}

/** Testing Library's render inside the portal's providers (without the Toaster). */
export function renderWithPortal(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
