import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { catalogues } from './vite.config.ts';

export default defineProject({
  plugins: [react(), catalogues()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
