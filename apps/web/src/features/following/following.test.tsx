import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Follow } from '@wiy/shared/follows.schema';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../components/toasts.tsx';
import { activateLocale, browserI18n } from '../../lib/i18n/i18n.tsx';
import { useScreenMessage, type ScreenMessage } from '../../lib/i18n/screen-message.ts';
import { saveSession } from '../../lib/session.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { FollowButton } from './components/follow-button.tsx';
import { FollowingSettings } from './components/following-settings.tsx';
import { forgetThisBrowser, renewThisBrowser } from './push-device.ts';

const SERVER_KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, n) => (n === 0 ? 4 : n))).toString('base64url');
const subscription = { endpoint: 'https://push.example/device-1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };
const topicFollow: Follow = { kind: 'hot_topic', id: 'rains', label: 'Monsoon rains', created: '2026-11-23T10:00:00.000Z' };

/** A browser that can take notices, and the reader's answer to its question. */
function pushBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ ...subscription, toJSON: () => subscription }));
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { subscribe };
}

/** The account's follows as the server keeps them, changed by the calls the page makes. */
function followsServer(initial: Follow[]) {
  let follows = initial;
  const calls = mockApi({
    '/api/follows': () => ({ follows }),
    '/api/push/key': { publicKey: SERVER_KEY },
    '/api/push/device': { saved: true },
    '/api/follows/hot_topic/rains': (init?: RequestInit) => {
      follows = init?.method === 'DELETE' ? [] : [topicFollow];
      return init?.method === 'DELETE' ? { removed: true } : topicFollow;
    },
  });
  const sent = () => calls.filter((call) => call.init?.method && call.init.method !== 'GET').map((call) => `${call.init?.method} ${call.url}`);
  return { calls, sent };
}

/** A signed-in reader on a topic they do not follow yet, in a browser that answers `permission`; Follow once it can be pressed. */
async function signedInFollow(permission: NotificationPermission) {
  saveSession('token');
  const browser = pushBrowser(permission);
  const server = followsServer([]);
  renderWithApp(
    <>
      <FollowButton kind="hot_topic" id="rains" name="Monsoon rains" />
      <Toasts />
    </>,
  );
  const button = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
  return { browser, server, button };
}

/** What the login screen shows of the state it is handed. */
function LoginProbe() {
  const shown = useScreenMessage();
  return <p>Login: {shown(useLocation().state as ScreenMessage)}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('following a topic', () => {
  it('leads a reader who is not signed in to the login screen, saying why', async () => {
    renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="*" element={<FollowButton kind="hot_topic" id="rains" name="Monsoon rains" />} />
      </Routes>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByText(/Login: Sign in to follow a topic/)).toBeInTheDocument();
  });

  it("asks the reader's permission, subscribes the browser with the server's key, hands it to the account, then follows", async () => {
    const { browser, server, button } = await signedInFollow('granted');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByText('Following Monsoon rains. You will get a notification when new posts arrive.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array(Buffer.from(SERVER_KEY, 'base64url')) });
    expect(server.sent()).toEqual(['PUT /api/push/device', 'PUT /api/follows/hot_topic/rains']);
    const device = server.calls.find((call) => call.url === '/api/push/device');
    // With the interface's language, which the notices are written in (decision 095).
    expect(JSON.parse(String(device?.init?.body))).toEqual({ ...subscription, locale: 'en' });

    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Unfollowed Monsoon rains')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.sent()).toEqual(['PUT /api/push/device', 'PUT /api/follows/hot_topic/rains', 'DELETE /api/follows/hot_topic/rains']);
  });

  it('follows nothing when the reader blocks notifications, and says how to allow them', async () => {
    const { browser, server, button } = await signedInFollow('denied');
    await userEvent.click(button);
    expect(await screen.findByText("Notifications are blocked for this site. Allow them in the browser's settings to follow.")).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.sent()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("lists the account's follows in the settings, each with Unfollow, and asks a reader who is not signed in to sign in", async () => {
    const signedOut = renderWithApp(<FollowingSettings />);
    expect(screen.getByText(/to follow a hot topic or a category/)).toBeInTheDocument();
    signedOut.unmount();

    saveSession('token');
    const server = followsServer([topicFollow]);
    // jsdom scrolls nothing; the browser's jump to the section is the end-to-end spec's.
    Element.prototype.scrollIntoView = vi.fn();
    renderWithApp(<FollowingSettings />, { path: '/settings#following' });
    expect(await screen.findByText('Monsoon rains')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Following' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow Monsoon rains' }));
    expect(await screen.findByText('You follow nothing yet.')).toBeInTheDocument();
    expect(server.sent()).toEqual(['DELETE /api/follows/hot_topic/rains']);
  });

  it('hands this browser over again once a day when the reader follows topics and allowed notices, asking nothing', async () => {
    saveSession('token');
    const browser = pushBrowser('granted');
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });
    const server = followsServer([topicFollow]);
    await renewThisBrowser();
    await renewThisBrowser();
    expect(server.sent()).toEqual(['PUT /api/push/device']);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    // A reader who switched the language hands it over again at the next start, for notices in the new one.
    await activateLocale(browserI18n, 'hi');
    try {
      await renewThisBrowser();
    } finally {
      await activateLocale(browserI18n, 'en');
    }
    expect(server.sent()).toEqual(['PUT /api/push/device', 'PUT /api/push/device']);
    expect(JSON.parse(String(server.calls.at(-1)?.init?.body)).locale).toBe('hi');
    await forgetThisBrowser().catch(() => undefined);
    await renewThisBrowser();
    expect(server.sent()).toEqual(['PUT /api/push/device', 'PUT /api/push/device', 'PUT /api/push/device']);
  });

  it('hands nothing over while the reader follows nothing or has not allowed notices', async () => {
    saveSession('token');
    const browser = pushBrowser('granted');
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });
    const server = followsServer([]);
    await renewThisBrowser();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'default') });
    followsServer([topicFollow]);
    await renewThisBrowser();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.sent()).toEqual([]);
  });

  it('unsubscribes this browser on logout even when the server cannot be told', async () => {
    saveSession('t');
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ endpoint: subscription.endpoint, unsubscribe }) } }) },
    });
    mockApi({});
    await expect(forgetThisBrowser()).rejects.toThrow();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it("on logout, has the account forget this browser with the reader's token and unsubscribes it", async () => {
    saveSession('t');
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ endpoint: subscription.endpoint, unsubscribe }) } }) },
    });
    const calls = mockApi({ '/api/push/device': { removed: true } });
    await forgetThisBrowser();
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual(['DELETE /api/push/device']);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ endpoint: subscription.endpoint });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer t');
    expect(unsubscribe).toHaveBeenCalled();
  });
});
