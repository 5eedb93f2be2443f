import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CardImage } from '../../../components/card-image.tsx';
import { DataSaverSettings } from './data-saver-settings.tsx';

describe('data saver settings', () => {
  afterEach(() => {
    document.cookie = 'data-saver=; path=/; max-age=0';
  });

  it('keeps the choice in its cookie, Automatic in none, and applies it to the screens open now', async () => {
    const { container } = render(
      <>
        <DataSaverSettings />
        <CardImage image="uploads/abc.webp" />
      </>,
    );
    const img = () => container.querySelector('img')!;
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    expect(img()).toHaveAttribute('srcset');
    await userEvent.click(screen.getByRole('radio', { name: 'On' }));
    expect(document.cookie).toContain('data-saver=on');
    expect(img()).toHaveAttribute('src', '/media/variants/320/uploads/abc.webp.webp');
    expect(img()).not.toHaveAttribute('srcset');
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(document.cookie).toContain('data-saver=off');
    expect(img()).toHaveAttribute('srcset');
    await userEvent.click(screen.getByRole('radio', { name: 'Automatic' }));
    // Automatic needs no cookie: the reader shares the pages of every reader without a choice.
    expect(document.cookie).not.toContain('data-saver');
  });

  it('shows the choice the cookie holds', () => {
    document.cookie = 'data-saver=on; path=/';
    render(<DataSaverSettings />);
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
  });
});
