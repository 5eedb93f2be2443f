import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The interface's message catalogues (decision 095): one JSON file of id → ICU message per language and part,
 * compiled at build time by @lingui/vite-plugin. `app` holds every text a reader sees; `console` the curators'
 * screens, loaded with them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  format: formatter({ style: 'minimal' }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/app', include: ['<rootDir>/src'], exclude: ['<rootDir>/src/features/admin'] },
    { path: '<rootDir>/src/locales/{locale}/console', include: ['<rootDir>/src/features/admin'] },
  ],
});
