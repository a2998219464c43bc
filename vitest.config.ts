// Test runner configuration: one embedded PostgreSQL with the real dataset for the whole run.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The gate fixtures (one test fails on purpose) run only inside test/contract/gate.test.ts's child runs.
    exclude:
      process.env.VITEST_GATE_FIXTURES === '1'
        ? configDefaults.exclude
        : [...configDefaults.exclude, 'test/**/fixtures/**'],
    globalSetup: ['test/support/global-setup.ts'],
    // Two cores: files run one after another so timings and the shared database stay calm.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The JUnit file is read by tools/test-summary.ts, which prints the whole gate's counts as npm test's last lines;
    // the gate's child runs on fixtures write none (theirs would count a failure made on purpose).
    reporters:
      process.env.VITEST_GATE_FIXTURES === '1'
        ? ['default']
        : ['default', ['junit', { outputFile: 'test-output/junit/vitest.xml' }]],
  },
});
