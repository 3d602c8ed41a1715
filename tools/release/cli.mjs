// @ts-check
// `npm run release -- <remote>`, `npm run promote -- <remote> <version>`,
// `npm run rollback -- <remote> [<version>]`, `npm run releases`
// (docs/operations.md#release-and-roll-back-a-remote): the command line of commands.mjs.
import { REMOTES } from '../apps.mjs';
import { checkLive, list, promote, release, rollback } from './commands.mjs';

const USAGE = `Usage:
  npm run release -- <remote>                build, check and make live a new version
  npm run release -- <remote> --from=<dir>   the same for a build made elsewhere (e.g. by CI)
  npm run release -- <remote> --preview      build, check and store it without making it live:
                                             staff open the shop with ?preview=<remote>@<version>
  npm run promote -- <remote> <version>      check a stored version again and make it live
  npm run rollback -- <remote> [<version>]   make an earlier version live
                                             (default: the one released before the live one)
  npm run releases                           list the stored versions: live, released, previews
  npm run releases -- --check                check every live release against the shell's build
Remotes: ${REMOTES.map((remote) => remote.name).join(', ')}
RELEASE_BY=<name> records who released (default: the system user).`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  const preview = flags.includes('--preview');
  const known = (from ? 1 : 0) + (preview ? 1 : 0);
  if (command === 'release' && names.length === 1 && flags.length === known) {
    await release(names[0], { from, preview });
    return;
  }
  if (command === 'promote' && names.length === 2 && flags.length === 0)
    return promote(names[0], names[1]);
  if (command === 'rollback' && (names.length === 1 || names.length === 2) && flags.length === 0)
    return rollback(names[0], names[1]);
  if (command === 'list' && names.length === 0 && flags.length === 0) return list();
  if (command === 'list' && names.length === 0 && flags.join() === '--check') {
    if (!(await checkLive())) process.exitCode = 1;
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
