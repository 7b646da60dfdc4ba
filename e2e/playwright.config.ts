import { defineConfig } from '@playwright/test';

// Journeys against the whole system (gateway front door at PORTICO_URL), started by `npm test`.
// Two projects: the journeys (tests/), then, once they have all run, supervision (supervision/):
// kill -9 of each process of the system, each must come back, and a journey must still pass
// (needs PORTICO_PROCESSES_FILE, which `npm test` sets; `--no-deps` runs it alone).
export default defineConfig({
  projects: [
    { name: 'journeys', testDir: './tests' },
    { name: 'supervision', testDir: './supervision', dependencies: ['journeys'] },
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  outputDir: './test-results/artifacts',
  // Always e2e/test-results/results.json; `npm test` also asks for a copy where it collects results.
  reporter: [
    ['list'],
    ['json', { outputFile: './test-results/results.json' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
      ? [
          ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }] as [
            'json',
            { outputFile: string },
          ],
        ]
      : []),
  ],
  use: {
    baseURL: process.env.PORTICO_URL || 'http://localhost:4000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
