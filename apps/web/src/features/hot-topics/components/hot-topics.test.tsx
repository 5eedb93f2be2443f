import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { buildFeedItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { HotTopicFeed } from './hot-topic-feed.tsx';
import { HotTopicList } from './hot-topic-list.tsx';

const topic = (uni_id: string, u_title: string) => ({
  uni_id,
  u_title,
  u_image: `demo/${uni_id}.svg`,
  u_description: `About ${u_title}`,
  updated: '2026-11-20T10:00:00.000Z',
});

describe('HotTopicList', () => {
  it('links each topic to its page with the id and the name', async () => {
    mockApi({ '/api/get_parent_topic/1': { record: [topic('topic-2', 'World Cup Fever')] }, '/api/get_parent_topic/2': { record: [] } });
    renderWithApp(<HotTopicList />);
    const link = await screen.findByRole('link', { name: /World Cup Fever/ });
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/content-list-hot-topic');
    expect(target.searchParams.get('id')).toBe('topic-2');
    expect(target.searchParams.get('name')).toBe('World Cup Fever');
  });

  it("shows a topic's stored HTML description as formatted text, not as tags", async () => {
    mockApi({
      '/api/get_parent_topic/1': { record: [{ ...topic('topic-2', 'World Cup Fever'), u_description: '<p>Fresh <b>bold news</b> daily</p>' }] },
      '/api/get_parent_topic/2': { record: [] },
    });
    renderWithApp(<HotTopicList />);
    const card = await screen.findByRole('link', { name: /World Cup Fever/ });
    expect(within(card).getByText('bold news').tagName).toBe('B');
    expect(card.querySelector('.topic-description p')).toHaveTextContent('Fresh bold news daily');
    expect(card.textContent).not.toContain('<');
  });

  it('keeps no script, handler, nested interactive element or heading from a stored description, only their text', async () => {
    const description =
      '<p>Safe</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=1"><p>Read <a href="https://example.com/">more</a> <button>now</button></p><h2>Inner heading</h2>';
    mockApi({
      '/api/get_parent_topic/1': { record: [{ ...topic('topic-2', 'World Cup Fever'), u_description: description }] },
      '/api/get_parent_topic/2': { record: [] },
    });
    renderWithApp(<HotTopicList />);
    const card = await screen.findByRole('link', { name: /World Cup Fever/ });
    const shown = card.querySelector('.topic-description')!;
    expect([...shown.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Safe', 'Read more now', 'Inner heading']);
    expect(shown.querySelectorAll('script, [onerror], a, button, h2')).toHaveLength(0);
    expect(shown.querySelector('img')).toHaveAttribute('src', 'x');
    expect(within(card).queryByRole('heading')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("loads the first topic cards' images at once and the others lazily", async () => {
    const topics = [1, 2, 3, 4, 5, 6].map((n) => topic(`topic-${n}`, `Topic ${n}`));
    mockApi({ '/api/get_parent_topic/1': { record: topics }, '/api/get_parent_topic/2': { record: [] } });
    const { container } = renderWithApp(<HotTopicList />);
    await screen.findByRole('link', { name: /Topic 6/ });
    const loading = [...container.querySelectorAll('img.topic-image')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(topics.map((_, index) => (index < PRIORITY_CARDS ? 'eager' : 'lazy')));
  });

  it("shows 'No content found.' when there is no topic", async () => {
    mockApi({ '/api/get_parent_topic/1': { record: [] } });
    renderWithApp(<HotTopicList />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});

describe('HotTopicFeed', () => {
  it("shows the topic's items, each opening its detail", async () => {
    const item = buildFeedItem({ uni_id: 'f1', u_title: 'Goal!' });
    const calls = mockApi({
      '/api/get/filter/data/parent/topic/1/topic-2': { record: [item] },
      '/api/get/filter/data/parent/topic/2/topic-2': { record: [] },
    });
    renderWithApp(<HotTopicFeed topicId="topic-2" name="Topic" />);
    expect(await screen.findByRole('link', { name: /Goal!/ })).toHaveAttribute('href', '/content?id=f1');
    expect(calls[0]!.url).toBe('/api/get/filter/data/parent/topic/1/topic-2');
  });

  it('asks for page 1 again with the Refresh button, and shows what was published since first', async () => {
    let published = false;
    const calls = mockApi({
      '/api/get/filter/data/parent/topic/1/topic-2': () => ({
        record: published
          ? [buildFeedItem({ uni_id: 'f2', u_title: 'Late goal' }), buildFeedItem({ uni_id: 'f1', u_title: 'Goal!' })]
          : [buildFeedItem({ uni_id: 'f1', u_title: 'Goal!' })],
      }),
      '/api/get/filter/data/parent/topic/2/topic-2': { record: [] },
    });
    renderWithApp(<HotTopicFeed topicId="topic-2" name="Topic" />);
    await screen.findByRole('link', { name: /Goal!/ });
    published = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Late goal'));
    expect(calls.filter((c) => c.url === '/api/get/filter/data/parent/topic/1/topic-2').length).toBe(2);
  });
});
