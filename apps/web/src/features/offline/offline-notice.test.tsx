import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice.tsx';

const NOTICE = 'You are offline. Showing what you saw before.';

function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('renders nothing on the server, whatever the browser will say, so hydration matches', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderToString(<OfflineNotice />)).toBe('');
  });

  it('shows on a page opened offline, which never hears an offline event', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('comes when the connection goes and goes when it returns, telling the queries too', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setConnection(false));
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    act(() => setConnection(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
