// @ts-check
// One release command on a scratch releases folder, as its own process (commands.test.js): the
// static contract runs for real against a scratch shell build; the browser check answers what
// the test says, since the test has no built shell to load a remote into.
import { promote, release, rollback } from '../commands.mjs';

const [command, json] = process.argv.slice(2);
/** @type {{ root: string, shellDir: string, args: string[], from?: string, preview?: boolean,
 *   browserProblems?: string[] }} */
const options = JSON.parse(json ?? '{}');
/** @type {import('../commands.mjs').Setup} */
const setup = {
  root: options.root,
  shellDir: options.shellDir,
  browserCheck: async () => options.browserProblems ?? [],
  log: (line) => console.log(line),
};

const run = {
  release: () => release(options.args[0], { from: options.from, preview: options.preview }, setup),
  promote: () => promote(options.args[0], options.args[1], setup),
  rollback: () => rollback(options.args[0], options.args[1], setup),
}[command ?? ''];

if (!run) throw new Error(`No command ${command}`);
run().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
