import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { formatTimeSpent } from '../hooks/use-account-effects.ts';
import { answer, sentBody } from './account-test-utils.tsx';
import { AccountEffects } from './account-effects.tsx';

const verifyAnswer = (response: string, token: string | null = null) => [{ response }, { token }, { type: 'noClient' }, { name: 'Asha' }, { userId: 'u1' }];

describe('AccountEffects', () => {
  const originalBeacon = navigator.sendBeacon;
  afterEach(() => {
    vi.useRealTimers();
    delete window.nativeWrapper;
    navigator.sendBeacon = originalBeacon;
  });

  it('formats time spent as HH:MM:SS', () => {
    expect(formatTimeSpent(0)).toBe('00:00:00');
    expect(formatTimeSpent(3_725_999)).toBe('01:02:05');
  });

  it('keeps a verified token and stores the user details', async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    mockApi({ '/verify': verifyAnswer('verified'), '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('userDetails')).toBe(JSON.stringify({ userId: 'u1', username: 'Asha' })));
    expect(localStorage.getItem('wiytoken')).toBe('tok-1');
  });

  it('replaces a refereshed token with the new one', async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    mockApi({ '/verify': verifyAnswer('refereshed', 'tok-2'), '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('wiytoken')).toBe('tok-2'));
  });

  it.each([
    ['fail', () => verifyAnswer('fail')],
    ['not_verified', () => verifyAnswer('not_verified')],
    ['a 401', () => answer(401, { Error: 'Sign in to continue' })],
  ])('clears the token on %s', async (_what, reply) => {
    localStorage.setItem('wiytoken', 'tok-1');
    localStorage.setItem('userDetails', JSON.stringify({ userId: 'u1', username: 'Asha' }));
    mockApi({ '/verify': reply, '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('wiytoken')).toBeNull());
    expect(localStorage.getItem('userDetails')).toBeNull();
  });

  it('stores the start and the IP address, and beacons the time spent on page hide and on unmount', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    mockApi({ '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    const beacons: { url: string; body: Blob }[] = [];
    navigator.sendBeacon = (url, body) => (beacons.push({ url: String(url), body: body as Blob }), true);
    const view = render(<AccountEffects />);
    expect(localStorage.getItem('sessionStart')).toBe('2026-11-23T10:00:00.000Z');
    await waitFor(() => expect(localStorage.getItem('setIp')).toBe('203.0.113.9'));
    vi.setSystemTime(new Date('2026-11-23T10:01:05.000Z'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/lom/save/spent/time?application=wiy');
    expect(beacons[0]!.body.type).toBe('text/plain');
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({
      userId: '203.0.113.9',
      startTime: '2026-11-23T10:00:00.000Z',
      endTime: '2026-11-23T10:01:05.000Z',
      timeSpent: '00:01:05',
    });
    vi.setSystemTime(new Date('2026-11-23T10:01:15.000Z'));
    view.unmount();
    expect(beacons).toHaveLength(2);
    expect(JSON.parse(await beacons[1]!.body.text())).toMatchObject({ startTime: '2026-11-23T10:01:05.000Z', timeSpent: '00:00:10' });
  });

  it.each(['beforeunload', 'pagehide'])('beacons the time spent on %s alone', async (event) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    mockApi({ '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    const beacons: string[] = [];
    navigator.sendBeacon = (url) => (beacons.push(String(url)), true);
    render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('setIp')).toBe('203.0.113.9'));
    vi.setSystemTime(new Date('2026-11-23T10:00:30.000Z'));
    window.dispatchEvent(new Event(event));
    expect(beacons).toEqual(['/lom/save/spent/time?application=wiy']);
  });

  it('subscribes the wrapper push token to the topic once and stores success', async () => {
    window.nativeWrapper = { pushToken: 'push-1', deviceId: 'dev-1', appVersion: '2.1.0', appBuild: '45' };
    const calls = mockApi({ '/firebase/subscribe': { success: true }, '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    const view = render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('subscribeTokenTopic')).toBe('true'));
    expect(localStorage.getItem('pushToken')).toBe('push-1');
    const subscribe = calls.filter((c) => c.url === '/firebase/subscribe');
    expect(subscribe.map((c) => sentBody(c.init))).toEqual([{ recipientToken: 'push-1', topic: 'wiy', application_name: 'wiy' }]);
    view.unmount();
    render(<AccountEffects />);
    window.dispatchEvent(new CustomEvent('nativewrapper', { detail: { pushToken: 'push-2' } }));
    await waitFor(() => expect(localStorage.getItem('pushToken')).toBe('push-2'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/firebase/subscribe')).toHaveLength(2));
  });

  it('does not subscribe in a plain browser', async () => {
    const calls = mockApi({ '/lom/save/user/ipaddress': { ip: '203.0.113.9' } });
    render(<AccountEffects />);
    await waitFor(() => expect(localStorage.getItem('setIp')).toBe('203.0.113.9'));
    expect(calls.map((c) => c.url)).toEqual(['/lom/save/user/ipaddress']);
    expect(localStorage.getItem('pushToken')).toBeNull();
  });
});
