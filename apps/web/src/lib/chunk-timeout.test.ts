import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkTimeoutError, importWithin } from './chunk-timeout.ts';

describe('importWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on a chunk that has not loaded in 120 s, and not before', async () => {
    const settled = vi.fn();
    const loading = importWithin(() => new Promise(() => undefined));
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded chunk through and clears its timer', async () => {
    await expect(importWithin(async () => ({ Screen: 'module' }))).resolves.toEqual({ Screen: 'module' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failed load through as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(importWithin(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
