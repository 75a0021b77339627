import { defineConfig } from '@playwright/test';

// 3100; E2E_PORT moves it when another server holds that port on a shared machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIXTURES = 'packages/db/test/fixtures';
/** The lab operations' token of the e2e server (e2e/support.ts sends it). */
export const E2E_OPS_TOKEN = 'e2e-operations-token-not-a-secret-0001';

/**
 * Shopper journeys in Debian's Chromium (no browser download) against the built server on a fresh
 * embedded database holding the fixture catalogue, on a phone and on a desktop viewport.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The compiled production server (npm run build), a fresh database from the fixtures (imported on start),
    // behind a proxy as in production (TRUST_PROXY): forwarded headers are believed from this machine.
    command: [
      'rm -rf .data/e2e',
      'npm run build',
      // A demo pharmacist for the console journey, made by the compiled operator command as a release would.
      `PHARMACIST_PASSWORD=demo-e2e-pharmacist-pass DATA_DIR=.data/e2e node apps/web/build/node/pharmacist-add.js --name "Demo Pharmacist" --email demo-pharmacist@example.test --registration MH-DEMO-0001`,
      // The on-call demonstration doctors' console passwords, set by the compiled operator command.
      ...['kabir-malhotra', 'rohan-verma'].map(
        (slug) =>
          `DOCTOR_PASSWORD=demo-e2e-doctor-pass DATA_DIR=.data/e2e node apps/web/build/node/doctor-password.js --email ${slug}@doctors.demo.dawa.in`,
      ),
      `DATA_DIR=.data/e2e MEDICINES_CSV=${FIXTURES}/medicines.csv MEDICINE_DETAILS_CSV=${FIXTURES}/medicine_details.csv PINCODES_CSV=${FIXTURES}/pincode_directory.csv PINCODE_SUMMARY_CSV=${FIXTURES}/pincode_summary.csv HEALTHCARE_CSV=${FIXTURES}/healthcare_products.csv OPS_TOKEN=${E2E_OPS_TOKEN} PORT=${PORT} HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 LOG_LEVEL=warn NODE_ENV=production node --enable-source-maps apps/web/build/node/server.js`,
    ].join(' && '),
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    // Always a fresh server on the fixture catalogue: never test whatever else listens on the port.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
