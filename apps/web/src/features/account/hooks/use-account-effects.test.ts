import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/api-client.ts';
import { writeStored } from '../../../lib/session.ts';
import { mockApi } from '../../../test/render.tsx';
import { useSessionTime } from './use-account-effects.ts';

describe('useSessionTime', () => {
  const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    writeStored('setIp', '203.0.113.7');
  });
  afterEach(() => {
    vi.useRealTimers();
    sendBeacon.mockClear();
  });

  const spentTimes = async () =>
    Promise.all(sendBeacon.mock.calls.map(async ([, body]) => (JSON.parse(await (body as Blob).text()) as { timeSpent: string }).timeSpent));

  it('keeps the time while the server asked to wait, and sends it all with the next page hide after the wait', async () => {
    mockApi({ '/api/get_feed/1': () => new Response('', { status: 503, headers: { 'retry-after': '30' } }) });
    await expect(apiGet('/api/get_feed/{page}', { params: { path: { page: 1 } } })).rejects.toThrow();
    renderHook(() => useSessionTime());

    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(25_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(await spentTimes()).toEqual(['00:00:35']);
  });
});
