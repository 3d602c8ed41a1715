// @ts-check
// The browser half of the release contract (docs/architecture.md#a-remote-built-released-loaded):
// the shell, served as in production, loads the candidate's exposed modules through a candidate
// remote map in headless Chromium. Loading runs the remote's code and the shared-version
// negotiation (strictVersion for React and the store), which static checks cannot prove.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveSite } from '../serve.mjs';
import { freePort } from '../apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import contract from './contract.js';
import { manifestPath, readLiveMap, versionDir } from './releases.mjs';

// A page any visitor may open that asks the API for nothing; no API runs for the check.
const START_PAGE = '/about';
const LOAD_TIMEOUT_MS = 30_000;

/**
 * @param {object} options
 * @param {string} options.remote   federation name
 * @param {string} options.version  a stored version of it
 * @param {string} options.root     the releases folder
 * @param {string} options.shellDir the shell's build
 * @param {number} [options.port]   where to serve the site for the check (default: a free one)
 * @returns {Promise<string[]>} reasons the candidate may not go live; empty when it loads
 */
export async function browserProblems({ remote, version, root, shellDir, port }) {
  const { manifest } = contract.readManifest(versionDir(remote, version, root));
  const exposes = /** @type {{ exposes: { name: string }[] }} */ (manifest).exposes.map(
    (expose) => `${remote}/${expose.name}`,
  );
  const scratch = await mkdtemp(path.join(tmpdir(), 'release-check-'));
  const remoteMapFile = path.join(scratch, 'remotes.json');
  await writeFile(
    remoteMapFile,
    JSON.stringify({ ...(await readLiveMap(root)), [remote]: manifestPath(remote, version) }),
  );
  const site = await serveSite({
    port: port ?? (await freePort()),
    host: '127.0.0.1',
    shellRoot: shellDir,
    releasesRoot: root,
    remoteMapFile,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('pageerror', (error) => problems.push(`the page threw: ${error.message}`));
    await page.goto(new URL(START_PAGE, site.url).href);
    // The shell registers the map's remotes with the federation runtime as it starts.
    await page.waitForFunction(
      (name) =>
        /** @type {any} */ (globalThis).__FEDERATION__?.__INSTANCES__?.some(
          (/** @type {any} */ instance) =>
            instance.options.remotes.some((/** @type {any} */ r) => r.name === name),
        ),
      remote,
      { timeout: LOAD_TIMEOUT_MS },
    );
    for (const id of exposes) {
      const failure = await page.evaluate(async (request) => {
        const host = /** @type {any} */ (globalThis).__FEDERATION__.__INSTANCES__.find(
          (/** @type {any} */ instance) => instance.name === 'shell',
        );
        try {
          const loaded = await host.loadRemote(request);
          return loaded ? '' : `${request} loaded as nothing`;
        } catch (error) {
          return `${request} failed to load: ${error instanceof Error ? error.message : error}`;
        }
      }, id);
      if (failure) problems.push(failure);
    }
    return problems;
  } finally {
    await browser.close();
    await site.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
