import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary'],
      // The domain holds every business rule; a rule without a test fails the build.
      thresholds: { lines: 95, branches: 90, functions: 95, statements: 95 },
    },
  },
});
