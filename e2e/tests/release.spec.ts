import { expect, test } from '@playwright/test';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASES_DIR, liveMap, liveVersion, npmRun } from './releases';

const ABOUT_TEXT = 'FitShop makes performance apparel and footwear for people who train';

// The release contract (docs/architecture.md#a-remote-built-released-loaded) holds for what the
// site serves: the static checks for every live remote against the shell's build, and every
// remote's exposed app loading in this browser through the live map.
test(
  'every live remote keeps the release contract and loads through the live map',
  { tag: '@platform' },
  async ({ page }) => {
    const checked = npmRun('releases', '--check');
    expect(checked.status, checked.output).toBe(0);

    const remotes = Object.keys(liveMap()).sort();
    expect(remotes).toEqual(['account', 'backoffice', 'reports', 'storefront']);
    await page.goto('/about');
    const failures = await page.evaluate(async (names) => {
      type Instance = { name: string; loadRemote: (id: string) => Promise<unknown> };
      const federation = (
        globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }
      ).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      if (!shell) return ['the shell has no federation instance'];
      const problems: string[] = [];
      for (const name of names) {
        try {
          const app = (await shell.loadRemote(`${name}/app`)) as { mount?: unknown } | null;
          if (!app?.mount) problems.push(`${name}/app has no single-spa lifecycles`);
        } catch (error) {
          problems.push(`${name}/app: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return problems;
    }, remotes);
    expect(failures).toEqual([]);
  },
);

test(
  'a release whose shared React breaks the contract is refused, and the live one stays',
  { tag: '@platform' },
  async ({ page }) => {
    const live = liveVersion('storefront');
    const versionsBefore = readdirSync(path.join(RELEASES_DIR, 'storefront')).sort();
    // A candidate built against another React: the live build with its manifest saying so.
    const candidate = mkdtempSync(path.join(tmpdir(), 'storefront-candidate-'));
    try {
      cpSync(path.join(RELEASES_DIR, 'storefront', live), candidate, { recursive: true });
      const manifestFile = path.join(candidate, 'mf-manifest.json');
      chmodSync(manifestFile, 0o644);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        shared: { name: string; version: string; requiredVersion: string }[];
      };
      for (const entry of manifest.shared.filter((shared) => shared.name === 'react')) {
        entry.version = '18.3.1';
        entry.requiredVersion = '^18.3.1';
      }
      writeFileSync(manifestFile, JSON.stringify(manifest));

      const refused = npmRun('release', 'storefront', `--from=${candidate}`);
      expect(refused.status, refused.output).not.toBe(0);
      expect(refused.output).toContain("shared react 18.3.1 is outside the shell's range");
      expect(liveVersion('storefront')).toBe(live);
      expect(readdirSync(path.join(RELEASES_DIR, 'storefront')).sort()).toEqual(versionsBefore);

      await page.goto('/about');
      await expect(page.getByText(ABOUT_TEXT)).toBeVisible();
    } finally {
      rmSync(candidate, { recursive: true, force: true });
    }
  },
);

// What strictVersion buys (docs/architecture.md#a-remote-built-released-loaded): a storefront built
// to need another React, put in the map past the contract, fails to load and shows its fallback; it
// never runs beside a second React. Served from a scratch version folder and a routed map, so
// the live map is not touched.
test(
  'a storefront needing another React shows its fallback instead of loading',
  { tag: '@platform' },
  async ({ page }) => {
    const live = liveVersion('storefront');
    const version = 'e2e-needs-react-18';
    const folder = path.join(RELEASES_DIR, 'storefront', version);
    try {
      cpSync(path.join(RELEASES_DIR, 'storefront', live), folder, { recursive: true });
      const entry = path.join(folder, 'remoteEntry.js');
      chmodSync(entry, 0o644);
      const text = readFileSync(entry, 'utf8');
      const needsReact18 = text.replaceAll(
        'requiredVersion:"19.3.1",strictVersion:!0',
        'requiredVersion:"^18.3.1",strictVersion:!0',
      );
      expect(needsReact18, 'the entry declares its strict React range').not.toBe(text);
      writeFileSync(entry, needsReact18);
      // The build's precompressed copies would be served in place of the edited file.
      rmSync(`${entry}.gz`, { force: true });
      rmSync(`${entry}.br`, { force: true });

      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route('**/remotes.json', (route) =>
        route.fulfill({
          json: { ...liveMap(), storefront: `/remotes/storefront/${version}/mf-manifest.json` },
        }),
      );
      await page.goto('/about');
      await expect(
        page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
      ).toBeVisible();
      expect(warnings).toContainEqual(
        expect.stringMatching(
          /does not satisfy the requirement of storefront which needs \^18\.3\.1/,
        ),
      );
      await expect(page.locator('footer a[href="/about"]')).toBeVisible();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
