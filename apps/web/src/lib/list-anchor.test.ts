import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorKey, firstVisible, readAnchor, removeAnchor, writeAnchor } from './list-anchor.ts';

describe('the list anchor store', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('gives back the anchor written for a URL, in sessionStorage', () => {
    writeAnchor('/?vendor=Reddit', { id: 'f00042', offset: -37, pages: 3 });
    expect(readAnchor('/?vendor=Reddit')).toEqual({ id: 'f00042', offset: -37, pages: 3 });
    expect(JSON.parse(sessionStorage.getItem(anchorKey('/?vendor=Reddit'))!)).toEqual({ id: 'f00042', offset: -37, pages: 3 });
  });

  it('keeps one anchor per URL, the query string included', () => {
    writeAnchor('/', { id: 'a', offset: 10, pages: 1 });
    writeAnchor('/?vendor=Reddit', { id: 'b', offset: 20, pages: 2 });
    expect(readAnchor('/')?.id).toBe('a');
    expect(readAnchor('/?vendor=Reddit')?.id).toBe('b');
    expect(readAnchor('/category?catid=1&subid=2')).toBeUndefined();
  });

  it('forgets the anchor of one URL only', () => {
    writeAnchor('/', { id: 'a', offset: 10, pages: 1 });
    writeAnchor('/content-list', { id: 'b', offset: 10, pages: 1 });
    removeAnchor('/');
    expect(readAnchor('/')).toBeUndefined();
    expect(readAnchor('/content-list')?.id).toBe('b');
  });

  it.each([
    ['not JSON', '{'],
    ['no id', JSON.stringify({ offset: 1, pages: 1 })],
    ['an empty id', JSON.stringify({ id: '', offset: 1, pages: 1 })],
    ['an offset that is not a number', JSON.stringify({ id: 'a', offset: '12', pages: 1 })],
    ['no page', JSON.stringify({ id: 'a', offset: 1, pages: 0 })],
    ['a fraction of a page', JSON.stringify({ id: 'a', offset: 1, pages: 1.5 })],
    ['null', 'null'],
  ])('ignores a stored value with %s', (_name, raw) => {
    sessionStorage.setItem(anchorKey('/'), raw);
    expect(readAnchor('/')).toBeUndefined();
  });

  it('loses only the place when storage refuses to write or read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeAnchor('/', { id: 'a', offset: 0, pages: 1 })).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readAnchor('/')).toBeUndefined();
  });
});

describe('firstVisible', () => {
  it('picks the first item whose bottom is below the viewport top, with its top as the offset', () => {
    const items = [
      { id: 'a', top: -700, bottom: -400 },
      { id: 'b', top: -384, bottom: -84 },
      { id: 'c', top: -68, bottom: 232.4 },
      { id: 'd', top: 248, bottom: 548 },
    ];
    expect(firstVisible(items)).toEqual({ id: 'c', offset: -68 });
  });

  it('rounds the offset to whole pixels', () => {
    expect(firstVisible([{ id: 'a', top: 120.6, bottom: 420 }])).toEqual({ id: 'a', offset: 121 });
  });

  it('takes an item whose bottom sits exactly on the viewport top as scrolled past', () => {
    expect(
      firstVisible([
        { id: 'a', top: -300, bottom: 0 },
        { id: 'b', top: 16, bottom: 316 },
      ])?.id,
    ).toBe('b');
  });

  it('has no place when nothing is rendered or everything is above the viewport', () => {
    expect(firstVisible([])).toBeUndefined();
    expect(firstVisible([{ id: 'a', top: -300, bottom: -10 }])).toBeUndefined();
  });
});
