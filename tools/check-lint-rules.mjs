// @ts-check
// `node tools/check-lint-rules.mjs` (a step of `npm test`): proves each fence of
// eslint.config.mjs (the rules that keep the templates true) fires on its probes
// (tools/lint-probes.mjs) and stays quiet on the sanctioned way in. Probes are linted in
// memory with the repository's own config, minus type information: a file that does not
// exist belongs to no TypeScript project, and the fences look only at syntax and file
// paths. About two seconds.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './apps.mjs';
import { fences } from './lint-probes.mjs';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
    // Rules that read other files (the Nx project graph, the import graph): not under test.
    { rules: { '@nx/enforce-module-boundaries': 'off', 'import-x/no-cycle': 'off' } },
  ],
});

/**
 * What went wrong with one probe, or null when it behaved.
 * @param {import('./lint-probes.mjs').Fence} fence
 * @param {string} at
 * @param {string} code
 * @param {boolean} mustFire
 */
async function check(fence, at, code, mustFire) {
  if (await eslint.isPathIgnored(at)) return 'eslint.config.mjs ignores this path';
  const [result] = await eslint.lintText(`${code}\n`, { filePath: at });
  if (!result) return 'ESLint returned no result';
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) return `could not be linted: ${fatal.message}`;
  const reports = result.messages.filter((m) => m.ruleId === fence.rule);
  const fired = reports.some((m) => !fence.says || m.message.includes(fence.says));
  if (mustFire && !fired) {
    const got = reports.map((m) => m.message).join(' | ') || 'nothing';
    return `${fence.rule} must report it${fence.says ? ` ("${fence.says}")` : ''}, got ${got}`;
  }
  if (!mustFire && reports.length) {
    return `${fence.rule} must not report it, got ${reports.map((m) => m.message).join(' | ')}`;
  }
  return null;
}

const started = Date.now();
let failures = 0;
let probes = 0;
for (const fence of fences) {
  const cases = [
    ...fence.fails.map(([at, code]) => ({ at, code, mustFire: true })),
    ...fence.passes.map(([at, code]) => ({ at, code, mustFire: false })),
  ];
  for (const { at, code, mustFire } of cases) {
    probes += 1;
    const problem = await check(fence, at, code, mustFire);
    if (!problem) continue;
    failures += 1;
    console.error(`✗ ${fence.name}\n    ${at}: ${code}\n    ${problem}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures) {
  console.error(
    `${failures} of ${probes} lint probes misbehaved (${seconds} s): fix eslint.config.mjs.`,
  );
  process.exit(1);
}
console.log(`${probes} lint probes behaved: ${fences.length} fences hold (${seconds} s).`);
