import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * A browser test would need a second build served as a new version mid-test; the worker's side of the
 * update is workbox-window's, so it is stood in for here and the prompt's part is tested against it.
 */
const worker = vi.hoisted(() => ({
  url: '',
  listeners: new Map<string, Array<() => void>>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      worker.url = url;
    }
    addEventListener(type: string, listener: () => void) {
      worker.listeners.set(type, [...(worker.listeners.get(type) ?? []), listener]);
    }
    register = worker.register;
    messageSkipWaiting = worker.messageSkipWaiting;
  },
}));

describe('the update prompt', () => {
  const reload = vi.fn();
  const realLocation = window.location;

  beforeAll(() => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    // jsdom cannot reload; the prompt's last step is a reload, so it is watched instead.
    Object.defineProperty(window, 'location', { value: { ...realLocation, reload }, configurable: true });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
  });

  it('registers the worker, offers Reload once a new version waits, and reloads into it', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledOnce());
    expect(worker.url).toBe('/sw.js');
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => worker.emit('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    worker.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
