import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_LOAD_TIMEOUT_MS } from './embed-frame.tsx';
import { SocialEmbed } from './social-embed.tsx';

/** An IntersectionObserver the test drives: `reveal()` brings every observed box near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const observer of FakeObserver.instances) {
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as never,
      );
    }
  }
}

const frame = () => document.querySelector('iframe');

describe('SocialEmbed', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reserves the height and gives the frame its address only near the viewport', () => {
    render(<SocialEmbed url="https://youtu.be/dQw4w9WgXcQ" />);
    expect(frame()).toBeNull();
    expect(document.querySelector<HTMLElement>('.embed-box')!.style.height).toBe('315px');
    expect(FakeObserver.instances[0]!.options?.rootMargin).toBe('400px');
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(0));
    expect(frame()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame()).toHaveAttribute('title', 'YouTube video');
    expect(frame()).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'View on YouTube' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('saving data, loads no frame until the reader taps for it, near the viewport or not', () => {
    document.cookie = 'data-saver=on; path=/';
    try {
      render(<SocialEmbed url="https://youtu.be/dQw4w9WgXcQ" />);
      act(() => FakeObserver.reveal());
      act(() => vi.advanceTimersByTime(60_000));
      expect(frame()).toBeNull();
      expect(screen.getByRole('link', { name: 'View on YouTube' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Load the YouTube video' }));
      act(() => vi.advanceTimersByTime(0));
      expect(frame()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      expect(screen.queryByRole('button', { name: 'Load the YouTube video' })).toBeNull();
    } finally {
      document.cookie = 'data-saver=; path=/; max-age=0';
    }
  });

  it("shows 'Invalid YouTube URL' with the link for a YouTube link that names no video", () => {
    render(<SocialEmbed url="https://www.youtube.com/@nasa" />);
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@nasa');
    expect(frame()).toBeNull();
  });

  it('waits 300 ms near the viewport before loading a Reddit post', () => {
    render(<SocialEmbed url="https://www.reddit.com/r/space/comments/abc123/what_a_view/" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(299));
    expect(frame()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).toHaveAttribute('src', 'https://embed.reddit.com/r/space/comments/abc123/what_a_view/?embed=true');
  });

  it("shows 'Reddit post could not be loaded' with the link when the frame stays silent after loading", () => {
    render(<SocialEmbed url="https://www.reddit.com/r/space/comments/abc123/what_a_view/" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(300));
    fireEvent.load(frame()!);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Reddit post could not be loaded')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Reddit post could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on Reddit' })).toHaveAttribute('href', 'https://www.reddit.com/r/space/comments/abc123/what_a_view/');
    expect(frame()).toBeNull();
  });

  it('shows the Reddit failure at once for a Reddit link without a post', () => {
    render(<SocialEmbed url="https://redd.it/abc123" />);
    expect(screen.getByText('Reddit post could not be loaded')).toBeInTheDocument();
  });

  it('keeps a tweet that reports from its frame within 300 ms, at the height it reports', () => {
    render(<SocialEmbed url="https://x.com/nasa/status/1234567890" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(0));
    expect(frame()).toHaveAttribute('src', 'https://platform.twitter.com/embed/Tweet.html?id=1234567890&dnt=true');
    fireEvent.load(frame()!);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://platform.twitter.com',
          source: frame()!.contentWindow,
          data: JSON.stringify({ 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 420 }] } }),
        }),
      );
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(frame()).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.embed-box')!.style.height).toBe('420px');
    expect(screen.getByRole('link', { name: 'View on Twitter' })).toHaveAttribute('href', 'https://twitter.com/nasa/status/1234567890');
  });

  it('ignores messages from other windows and falls back 300 ms after a silent tweet loads', () => {
    render(<SocialEmbed url="https://twitter.com/nasa/status/1234567890" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(0));
    fireEvent.load(frame()!);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: '{"type":"resize.embed","data":100}' }));
    });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('Twitter post could not be loaded')).toBeInTheDocument();
  });

  it('falls back when a frame never finishes loading', () => {
    render(<SocialEmbed url="https://www.instagram.com/p/Cabcdef1234/" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS - 1));
    expect(frame()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Instagram post could not be loaded')).toBeInTheDocument();
  });

  it('keeps a loaded frame of a vendor that never reports', () => {
    render(<SocialEmbed url="https://www.facebook.com/nasa/posts/123" />);
    act(() => FakeObserver.reveal());
    act(() => vi.advanceTimersByTime(0));
    fireEvent.load(frame()!);
    act(() => vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS * 2));
    expect(frame()).not.toBeNull();
  });

  it('shows Threads as a static card with the link, and never as a frame', () => {
    render(<SocialEmbed url="https://www.threads.net/@nasa/post/C1abc" />);
    expect(screen.getByText('This post lives on Threads.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on Threads' })).toHaveAttribute('target', '_blank');
    expect(frame()).toBeNull();
  });

  it('shows a link for an unknown host and nothing for a script link', () => {
    const { unmount } = render(<SocialEmbed url="https://example.com/story" />);
    expect(screen.getByRole('link', { name: 'View on the original site' })).toHaveAttribute('href', 'https://example.com/story');
    unmount();
    const { container } = render(<SocialEmbed url="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
  });
});
