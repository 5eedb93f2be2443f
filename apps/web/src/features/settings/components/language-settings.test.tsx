import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { DisplaySettings } from './display-settings.tsx';
import { LanguageSettings } from './language-settings.tsx';
import { PageLanguage } from './page-language.tsx';

const inApp = (ui: React.ReactElement) => render(<I18nProvider i18n={browserI18n}>{ui}</I18nProvider>);

describe('language settings (decision 095)', () => {
  afterEach(async () => {
    document.cookie = 'lang=; path=/; max-age=0';
    vi.restoreAllMocks();
    await activateLocale(browserI18n, 'en');
    document.documentElement.lang = 'en';
  });

  it('switches every screen at once, keeps the choice in a cookie, and gives it back to the browser', async () => {
    inApp(
      <>
        <LanguageSettings />
        <DisplaySettings />
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Browser default' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await screen.findByRole('heading', { name: 'भाषा' });
    expect(screen.getByRole('radio', { name: 'गहरी' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');

    // Back to the browser's languages, which here ask for English: the cookie goes.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    await userEvent.click(screen.getByRole('radio', { name: 'ब्राउज़र की भाषा' }));
    await screen.findByRole('heading', { name: 'Language' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).not.toMatch(/(^|; )lang=/);
  });

  it("brings a page that arrived in another language to the reader's once live", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    inApp(
      <>
        <PageLanguage />
        <DisplaySettings />
      </>,
    );
    await screen.findByRole('heading', { name: 'डिस्प्ले' });
    expect(document.documentElement.lang).toBe('hi');
  });
});
