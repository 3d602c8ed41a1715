// @ts-check
// Where each deployable piece lives and its port (docs/operations.md#running-it). `npm start`
// serves the whole shop on SHELL_PORT; a remote's `port` is its dev server's under
// `npm run dev`.
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_PORT = 3333;
export const SHELL_PORT = 4200;

export const REMOTES = [
  { name: 'storefront', folder: 'mf-storefront', port: 4201 },
  { name: 'account', folder: 'mf-account', port: 4202 },
  { name: 'backoffice', folder: 'mf-backoffice', port: 4203 },
  { name: 'reports', folder: 'mf-reports', port: 4204 },
];

export const DEMO_ACCOUNTS = [
  ['admin', 'Admin123!'],
  ['staff', 'Staff123!'],
  ['customer', 'Customer123!'],
];

/** @param {string} folder */
export const distOf = (folder) => path.join(ROOT, folder, 'dist');

/** @returns {Promise<number>} a port nothing listens on now: two servers started here never collide */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
