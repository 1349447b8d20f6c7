import { act, render, screen } from '@testing-library/react';
import { pendingRequestsAtom, portalStore } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';
import { RequestProgressBar } from './RequestProgressBar';

describe('RequestProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => portalStore.set(pendingRequestsAtom, 0));
    jest.useRealTimers();
  });

  it('appears only for calls slower than 100 ms and goes when the last one ends', () => {
    render(
      <PortalProvider withToaster={false}>
        <RequestProgressBar />
      </PortalProvider>,
    );
    act(() => portalStore.set(pendingRequestsAtom, 1));
    act(() => jest.advanceTimersByTime(90));
    expect(screen.queryByTestId('request-progress')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole('progressbar', { name: 'Memuat data' })).toBeInTheDocument();
    act(() => portalStore.set(pendingRequestsAtom, 2));
    expect(screen.getByTestId('request-progress')).toBeInTheDocument();
    act(() => portalStore.set(pendingRequestsAtom, 0));
    expect(screen.queryByTestId('request-progress')).not.toBeInTheDocument();
  });

  it('a quick call never shows it', () => {
    render(
      <PortalProvider withToaster={false}>
        <RequestProgressBar />
      </PortalProvider>,
    );
    act(() => portalStore.set(pendingRequestsAtom, 1));
    act(() => jest.advanceTimersByTime(40));
    act(() => portalStore.set(pendingRequestsAtom, 0));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('request-progress')).not.toBeInTheDocument();
  });
});
