import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DisplaySettings } from './display-settings.tsx';

function clearCookies() {
  for (const name of ['theme', 'text-size']) document.cookie = `${name}=; path=/; max-age=0`;
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-text-size');
}

describe('display settings', () => {
  afterEach(clearCookies);

  it('applies a theme and a text size at once and keeps them in cookies for the next page', async () => {
    render(<DisplaySettings />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-text-size')).toBe('large');
    expect(document.cookie).toContain('theme=dark');
    expect(document.cookie).toContain('text-size=large');
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    // A default leaves no cookie: the reader shares the pages of every reader without a choice.
    expect(document.cookie).not.toMatch(/(^|; )theme=/);
    expect(document.cookie).toContain('text-size=large');
  });

  it('shows the choice the cookies hold', () => {
    document.cookie = 'theme=light; path=/';
    document.cookie = 'text-size=small; path=/';
    render(<DisplaySettings />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  });
});
