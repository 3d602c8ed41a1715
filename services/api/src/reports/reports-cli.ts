import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { ormConfig } from '../database/orm-config';
import { prepareDatabase } from '../database/prepare-database';
import { rebuildSalesRollups, salesRollupDifferences } from './sales-rollups-check';

export const REPORTS_USAGE = `Usage: npm run reports -- <command>

  rebuild   Sum the daily sales rollups again from the purchases (in the shop's time zone
            setting). Changing the zone on the Settings screen does it by itself.
  check     Compare the rollups with the purchases; exit 1 and list every difference.`;

/** At most this many differences are printed; the count says how many there were. */
const SHOWN = 50;

/**
 * The owner's rollup tool (docs/decisions/0044-reports-read-daily-rollups.md), on the database the
 * API uses.
 */
async function main([command, ...rest]: string[]): Promise<number> {
  if (command === 'help' || command === '--help') {
    console.log(REPORTS_USAGE);
    return 0;
  }
  if ((command !== 'rebuild' && command !== 'check') || rest.length) {
    console.error(`Error: unknown command "${[command, ...rest].join(' ')}"\n\n${REPORTS_USAGE}`);
    return 2;
  }
  Logger.overrideLogger(['error']);
  const { database, shopTimeZone } = loadConfig(process.env);
  const orm = await MikroORM.init(ormConfig(database));
  try {
    // The shop's zone is its setting; SHOP_TIME_ZONE only seeds a new database.
    const { timeZone } = await prepareDatabase(orm, shopTimeZone, new Logger('Database'));
    if (command === 'rebuild') {
      const rows = await rebuildSalesRollups(orm.em, timeZone);
      console.log(`Rebuilt the sales rollups in ${timeZone}: ${rows} rows`);
      return 0;
    }
    const differences = await salesRollupDifferences(orm.em, timeZone);
    if (!differences.length) {
      console.log(`The sales rollups match the purchases (${timeZone})`);
      return 0;
    }
    for (const line of differences.slice(0, SHOWN)) console.error(line);
    console.error(
      `${differences.length} rollup row(s) differ from the purchases: run \`npm run reports -- rebuild\``,
    );
    return 1;
  } finally {
    await orm.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
