import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chosenLocale, firstSpokenLocale, localeOfTag } from './locales.ts';

describe('the interface languages', () => {
  it('reads a language tag by its primary language, in any case', () => {
    expect(localeOfTag('hi-IN')).toBe('hi');
    expect(localeOfTag(' EN-gb ')).toBe('en');
    expect(localeOfTag('fr')).toBeUndefined();
  });

  it("takes the first of a browser's languages the app speaks, else English", () => {
    expect(firstSpokenLocale(['fr-FR', 'hi-IN', 'en-US'])).toBe('hi');
    expect(firstSpokenLocale(['en-GB', 'hi'])).toBe('en');
    expect(firstSpokenLocale(['fr', 'de'])).toBe('en');
    expect(firstSpokenLocale([])).toBe('en');
  });

  it("reads a reader's choice from the cookie header, ignoring an unknown one", () => {
    expect(chosenLocale('theme=dark; lang=hi')).toBe('hi');
    expect(chosenLocale('lang=xx')).toBeUndefined();
    expect(chosenLocale(undefined)).toBeUndefined();
  });

  it('reads Accept-Language by q, keeping the written order between equals, and drops what q=0 refuses', () => {
    expect(acceptedLanguages('hi-IN,hi;q=0.9,en-US;q=0.8')).toEqual(['hi-IN', 'hi', 'en-US']);
    expect(acceptedLanguages('en;q=0.5, hi-IN;q=0.8')).toEqual(['hi-IN', 'en']);
    expect(acceptedLanguages('hi,en')).toEqual(['hi', 'en']);
    expect(acceptedLanguages('hi;q=0.8,en;q=0.8')).toEqual(['hi', 'en']);
    expect(acceptedLanguages('hi;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('hi;q=oops, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
