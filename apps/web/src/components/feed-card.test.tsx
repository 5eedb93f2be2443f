import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildFeedItem } from '../test/factories.ts';
import { renderWithApp } from '../test/render.tsx';
import { cardControls } from './card-controls.tsx';
import { FeedCard } from './feed-card.tsx';

describe('FeedCard', () => {
  it("shows a link card a source brought in (vendor 'Unknown') as a website, with the generic icon", async () => {
    const item = buildFeedItem({ uni_id: 'blog1', u_title: 'A blog post', u_social_vendor: { name: 'Unknown' }, u_url: 'https://blog.example/post' });
    renderWithApp(<FeedCard item={item} to="/content?id=blog1" action={cardControls(item)} />);
    const card = screen.getByRole('link', { name: /A blog post/ });
    const icon = within(card).getByRole('img', { name: 'Website' });
    expect(icon).toHaveAttribute('src', '/icons/unknown.svg');
    await userEvent.click(screen.getByRole('button', { name: 'More for A blog post' }));
    expect(await screen.findByRole('button', { name: 'Mute posts from Website' })).toBeInTheDocument();
  });

  it('names a platform card by its vendor', () => {
    const item = buildFeedItem({ u_title: 'A video', u_social_vendor: { name: 'Youtube' } });
    renderWithApp(<FeedCard item={item} to="/content?id=x" />);
    expect(screen.getByRole('img', { name: 'Youtube' })).toHaveAttribute('src', '/icons/youtube.svg');
  });
});
