import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The site exactly as `npm start` serves it (built by `npm test` beforehand), on a fresh
// database so every run sees the same demo data: embedded SQLite in a temporary folder,
// or the empty MySQL database named by E2E_DATABASE_URL (CI makes one per run).
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: 'http://localhost:4200',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node tools/start.mjs --no-build',
    cwd: path.join(__dirname, '..'),
    url: 'http://localhost:4200/api/health',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { DATA_DIR: dataDir, DATABASE_URL: process.env.E2E_DATABASE_URL ?? '' },
    stdout: 'pipe',
  },
});
