import { renderHook } from '@testing-library/react';
import { messages } from '@wiy/shared/account-rules';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/app.json';
import { activateLocale, browserI18n } from './i18n.tsx';
import { useWireText } from './wire-text.ts';

describe('useWireText', () => {
  afterEach(async () => {
    await activateLocale(browserI18n, 'en');
  });

  it('has an English catalogue text equal to every shared rule text', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect((en as Record<string, string>)[`rules.${key}`], key).toBe(text);
    }
  });

  it('answers a shared rule text in the active language and any other text as it came', async () => {
    await activateLocale(browserI18n, 'hi');
    const { result } = renderHook(() => useWireText());
    expect(result.current(messages.passwordRequired)).toBe('पासवर्ड ज़रूरी है');
    expect(result.current('The server is busy. Please try again shortly.')).toBe('The server is busy. Please try again shortly.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
