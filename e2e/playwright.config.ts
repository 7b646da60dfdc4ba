import { defineConfig } from '@playwright/test';

// Journeys against the whole system (gateway front door at PORTICO_URL), started by `npm test`.
// Projects: the journeys (tests/), then, once they have all run, supervision (supervision/):
// kill -9 of each process of the system, each must come back, and a journey must still pass
// (needs PORTICO_PROCESSES_FILE, which `npm test` sets; `--no-deps` runs it alone). Then, on a
// system of two replicas of each part, replicas (replicas/; PORTICO_GATEWAY_URLS, docs/adr/0051).
export default defineConfig({
  projects: [
    { name: 'journeys', testDir: './tests' },
    { name: 'supervision', testDir: './supervision', dependencies: ['journeys'] },
    // Only on the replica topology (PORTICO_REPLICAS=2), which `npm test` starts after the others.
    // Its own specs and, as every browser sees it, the intake and the live dashboard journeys.
    {
      name: 'replicas',
      testDir: '.',
      testMatch: [
        'replicas/**/*.spec.ts',
        'tests/runs-a-client-intake.spec.ts',
        'tests/shows-a-live-dashboard.spec.ts',
      ],
    },
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
