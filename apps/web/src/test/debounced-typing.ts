import { act, fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Types `first`, then `second` a millisecond before `pauseMs` has passed, and proves that nothing was asked
 * for until `second` has waited the whole pause; leaves the clock just past it.
 */
export async function typeThenPause(box: HTMLElement, [first, second]: [string, string], pauseMs: number, asked: () => unknown[]): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.change(box, { target: { value: first } });
    await act(() => vi.advanceTimersByTimeAsync(pauseMs - 1));
    fireEvent.change(box, { target: { value: second } });
    await act(() => vi.advanceTimersByTimeAsync(pauseMs - 1));
    expect(asked()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
  } finally {
    vi.useRealTimers();
  }
}
