import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
