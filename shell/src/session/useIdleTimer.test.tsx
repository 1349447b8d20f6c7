import { act, fireEvent, renderHook } from '@testing-library/react';
import { useIdleTimer } from './useIdleTimer';

describe('useIdleTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls onIdle once after the configured time without activity', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleTimer(900_000, onIdle));
    act(() => jest.advanceTimersByTime(899_999));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2_000_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the count on user activity', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleTimer(60_000, onIdle));
    act(() => jest.advanceTimersByTime(50_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => jest.advanceTimersByTime(50_000));
    fireEvent.mouseMove(window);
    act(() => jest.advanceTimersByTime(50_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops on unmount', () => {
    const onIdle = jest.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useIdleTimer(1_000, onIdle, enabled), {
      initialProps: { enabled: false },
    });
    act(() => jest.advanceTimersByTime(5_000));
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    unmount();
    act(() => jest.advanceTimersByTime(5_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
