import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The site exactly as `npm start` serves it (built by `npm test` beforehand), on a fresh
// database so every run sees the same demo data: embedded SQLite in a temporary folder,
// or the empty MySQL database named by E2E_DATABASE_URL (CI makes one per run).
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const root = path.join(__dirname, '..');
// One proxy secret for the API and both front ends (tools/serve.mjs, deploy/nginx).
const proxySecret = process.env.PROXY_SECRET || randomBytes(32).toString('base64url');

// The same built files through deploy/nginx's config (docs/architecture.md#serving), when
// Debian's nginx is installed (CI installs it): the `nginx` project runs the serving
// checks and a short smoke pass there.
const nginxInstalled =
  spawnSync(process.env.NGINX_BIN ?? 'nginx', ['-v'], { stdio: 'ignore' }).status === 0;
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4280);

// A real SMTP server the API sends its e-mails to (tools/smtp-inbox.mjs, smtp-server): the specs
// read what arrived at SMTP_INBOX_URL (e2e/tests/mail-inbox.ts).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4225);
const SMTP_INBOX_PORT = Number(process.env.E2E_SMTP_INBOX_PORT ?? 4226);
process.env.SMTP_INBOX_URL = `http://127.0.0.1:${SMTP_INBOX_PORT}`;
const smtpServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `node tools/smtp-inbox.mjs --smtp-port ${SMTP_PORT} --http-port ${SMTP_INBOX_PORT}`,
  cwd: root,
  url: `http://127.0.0.1:${SMTP_INBOX_PORT}/messages`,
  timeout: 30_000,
  reuseExistingServer: false,
  stdout: 'pipe',
};

const siteServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: 'node tools/start.mjs --no-build',
  cwd: root,
  url: 'http://localhost:4200/api/health',
  timeout: 180_000,
  reuseExistingServer: !process.env.CI,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    PROXY_SECRET: proxySecret,
    // The API's line per request (docs/operations.md#outages-shutdown-and-logs) would bury the test
    // output.
    LOG_LEVEL: 'warn',
    // Specs make remotes fail on purpose (resilience.spec.ts): their reports must not roll the
    // live versions back under the other specs (docs/operations.md#automatic-rollback).
    // automatic-rollback.spec.ts starts a shop of its own with it on.
    AUTO_ROLLBACK: 'off',
    // The shop's e-mails go to the test's own SMTP server (smtpServer below).
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  },
  stdout: 'pipe',
};
const nginxServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `node tools/nginx.mjs --port ${NGINX_PORT}`,
  cwd: root,
  // Through nginx to the API: up once the site's server has published and started it.
  url: `http://127.0.0.1:${NGINX_PORT}/api/health`,
  timeout: 180_000,
  reuseExistingServer: !process.env.CI,
  env: { PROXY_SECRET: proxySecret },
};

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
  projects: [
    {
      name: 'site',
      testIgnore: /nginx\.spec\.ts$/,
      use: { baseURL: 'http://localhost:4200' },
    },
    ...(nginxInstalled
      ? [
          {
            name: 'nginx',
            testMatch: /(nginx|serving)\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
          },
        ]
      : []),
  ],
  webServer: nginxInstalled ? [smtpServer, siteServer, nginxServer] : [smtpServer, siteServer],
});
