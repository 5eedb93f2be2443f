import { describe, expect, it } from 'vitest';
import { displayAttributes, readDisplayPreferences } from './display-preferences.ts';

describe('display preferences', () => {
  it('reads the theme and text size from a Cookie header among other cookies', () => {
    expect(readDisplayPreferences('a=1; theme=dark;text-size=large ; b=2')).toEqual({ theme: 'dark', textSize: 'large' });
  });

  it('takes the default for a missing, empty or unknown value', () => {
    expect(readDisplayPreferences(undefined)).toEqual({ theme: 'system', textSize: 'default' });
    expect(readDisplayPreferences('theme=; text-size=huge; themes=dark')).toEqual({ theme: 'system', textSize: 'default' });
  });

  it('writes an attribute only for what differs from the default', () => {
    expect(displayAttributes({ theme: 'system', textSize: 'default' })).toEqual({});
    expect(displayAttributes({ theme: 'light', textSize: 'small' })).toEqual({ 'data-theme': 'light', 'data-text-size': 'small' });
  });
});
