import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollThreshold } from './use-scroll-threshold.ts';

describe('useScrollThreshold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scroll = () => window.dispatchEvent(new Event('scroll'));

  it('calls once, 50 ms after the last of a burst of scroll events', () => {
    const onReach = vi.fn();
    renderHook(() => useScrollThreshold(onReach, { enabled: true, reached: () => true, debounceMs: 50 }));
    vi.advanceTimersByTime(50);
    onReach.mockClear();
    scroll();
    vi.advanceTimersByTime(30);
    scroll();
    vi.advanceTimersByTime(49);
    expect(onReach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('never calls while disabled (loading, or nothing more to load)', () => {
    const onReach = vi.fn();
    renderHook(() => useScrollThreshold(onReach, { enabled: false, reached: () => true, debounceMs: 50 }));
    scroll();
    vi.advanceTimersByTime(500);
    expect(onReach).not.toHaveBeenCalled();
  });

  it('checks on becoming enabled, so a page too short to scroll still loads more', () => {
    const onReach = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useScrollThreshold(onReach, { enabled, reached: () => true, debounceMs: 50 }), {
      initialProps: { enabled: false },
    });
    rerender({ enabled: true });
    vi.advanceTimersByTime(50);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('does not call when the threshold is not reached', () => {
    const onReach = vi.fn();
    renderHook(() => useScrollThreshold(onReach, { enabled: true, reached: () => false, debounceMs: 50 }));
    scroll();
    vi.advanceTimersByTime(100);
    expect(onReach).not.toHaveBeenCalled();
  });
});
