import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError } from '../lib/chunk-timeout.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';

function screenFailingWith(error: Error) {
  const Screen = lazy(() => Promise.reject(error));
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

describe('ChunkErrorBoundary', () => {
  const realLocation = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    vi.restoreAllMocks();
  });

  it('says a chunk that failed to load could not be loaded and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...realLocation, reload }, configurable: true });
    render(screenFailingWith(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded.' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says a chunk that timed out took too long', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(screenFailingWith(new ChunkTimeoutError(120_000)));
    expect(await screen.findByRole('heading', { name: 'This screen took too long to load.' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and reload the page.');
  });

  it('shows the screen when it loads', async () => {
    const Screen = lazy(async () => ({ default: () => <p>The screen</p> }));
    render(
      <ChunkErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('The screen')).toBeVisible();
  });
});
