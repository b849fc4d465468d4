import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          // A limit that catches a hang, not a slow machine: property tests run for seconds under load.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is ~700 MB per instance: two files at a time fit the 2-core machines.
          maxWorkers: 2,
          fileParallelism: true,
          isolate: false,
        },
      },
    ],
  },
});
