import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { HttpException, Logger } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { ormConfig } from '../database/orm-config';
import { prepareDatabase } from '../database/prepare-database';
import { parseUsersCommand, UsageError, USAGE } from './users-cli-args';
import { runUsersCommand } from './users-commands';

/** The owner's account tool: `npm run users -- create --role staff …` (see the API README). */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseUsersCommand(argv, await passwordFromStdin(argv));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  Logger.overrideLogger(['error']);
  const config = loadConfig(process.env);
  const orm = await MikroORM.init(ormConfig(config.database));
  try {
    // The same preparation as the API's start: a fresh database is migrated (and seeded) first.
    await prepareDatabase(orm, config.shopTimeZone, new Logger('Database'));
    for (const line of await runUsersCommand(command, orm.em)) console.log(line);
    return 0;
  } catch (error) {
    // 404/409 from the users service are the owner's to fix: print just the message.
    if (!(error instanceof HttpException)) throw error;
    console.error(`Error: ${error.message}`);
    return 1;
  } finally {
    await orm.close();
  }
}

/** `create` without --password reads it from a pipe, keeping it out of shell history. */
async function passwordFromStdin(argv: string[]): Promise<string | undefined> {
  if (argv[0] !== 'create' || argv.includes('--password') || process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '') || undefined;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
