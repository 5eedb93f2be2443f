import { describe, expect, it } from 'vitest';
import { pagedListOptions } from './infinite-list.ts';
import { joinPagesUnique } from './unique-by-id.ts';
import { reachedFraction, withinPixelsOfBottom } from './use-scroll-threshold.ts';

describe('joinPagesUnique', () => {
  it('keeps the order and skips an item whose uni_id came earlier', () => {
    const pages = [
      [{ uni_id: 'a' }, { uni_id: 'b' }],
      [{ uni_id: 'b' }, { uni_id: 'c' }],
    ];
    expect(joinPagesUnique(pages).map((i) => i.uni_id)).toEqual(['a', 'b', 'c']);
  });
});

describe('pagedListOptions', () => {
  const options = pagedListOptions<{ uni_id: string }>(['x'], async () => []);
  const next = (lastPage: { uni_id: string }[], lastPageParam: number) => options.getNextPageParam(lastPage, [lastPage], lastPageParam, [lastPageParam]);

  it('starts at page 1 and asks for the next page after a page with items', () => {
    expect(options.initialPageParam).toBe(1);
    expect(next([{ uni_id: 'a' }], 1)).toBe(2);
    expect(next([{ uni_id: 'a' }], 7)).toBe(8);
  });

  it('ends the list at an empty page', () => {
    expect(next([], 3)).toBeUndefined();
  });
});

describe('scroll thresholds', () => {
  it('home loads more once the scrolled position plus the viewport reaches 75% of the content', () => {
    const rule = reachedFraction(0.75);
    expect(rule({ scrollTop: 649, viewportHeight: 100, contentHeight: 1000 })).toBe(false);
    expect(rule({ scrollTop: 650, viewportHeight: 100, contentHeight: 1000 })).toBe(true);
  });

  it('the category page loads more within 50 px of the bottom', () => {
    const rule = withinPixelsOfBottom(50);
    expect(rule({ scrollTop: 849, viewportHeight: 100, contentHeight: 1000 })).toBe(false);
    expect(rule({ scrollTop: 850, viewportHeight: 100, contentHeight: 1000 })).toBe(true);
  });
});
