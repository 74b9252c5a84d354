import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run in real Chromium against the production build served by the API process
 * (e2e/server.mjs starts it on a fresh embedded PostgreSQL with demo data).
 * Browser: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else /usr/bin/chromium (Debian's package),
 * else Playwright's own download (`npx playwright install chromium` where it can download).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const executablePath = candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));

export default defineConfig({
  testDir: 'e2e/tests',
  fullyParallel: true,
  // Two browsers at once: the run is CPU-bound on the 2-core reference machine (a third worker made
  // it slower); Playwright's default, half the cores, would be one there.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous on purpose: CI has two cores for two browsers, the API and PostgreSQL, and a cold
  // server's first signed-in page can take 5–10 s there. These tests check behaviour; speed is
  // checked by the web budget (scripts/check-web-budget.mjs) and the benchmarks in bench/.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e-report.json' }]],
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    // Recording a trace of every test costs CI a good share of its two cores; a failure still
    // leaves its screenshot and error-context.md (the page's accessibility snapshot). Locally,
    // failed tests keep their traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          // Without the background-networking flags Chromium floods a closed network with requests.
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
