import type { Configuration } from '@mikro-orm/core';
import { MySqlDriver, type MySqlSchemaHelper } from '@mikro-orm/mysql';

/**
 * The MySQL driver, taught one MariaDB habit. MariaDB (the CI server) reports a
 * nullable column without a default as COLUMN_DEFAULT = the text `NULL`, where
 * MySQL reports SQL NULL; the stock schema helper then reads it as the string
 * default 'NULL' and every schema diff wants to "fix" each nullable column. Real
 * MySQL never sends that text for such a column, so this changes nothing there.
 * MariaDB also quotes string defaults, which MySQL does not: those are left as they come.
 */
export class MySqlOrMariaDbDriver extends MySqlDriver {
  constructor(config: Configuration) {
    super(config);
    const helper = this.getPlatform().getSchemaHelper() as MySqlSchemaHelper;
    const normalize = helper.normalizeDefaultValue.bind(helper);
    helper.normalizeDefaultValue = (defaultValue, length) =>
      // `undefined` is what the helper itself returns for "no default".
      defaultValue === 'NULL' ? (undefined as unknown as string) : normalize(defaultValue, length);
    // MariaDB sends a string default already quoted (`'web'`, purchase.channel), MySQL bare
    // (`web`): quote only the bare ones, or the diff compares `'web'` with `'\'web\''`.
    const quoting = helper as unknown as { wrap(value: unknown, type: unknown): unknown };
    const wrap = quoting.wrap.bind(helper);
    quoting.wrap = (value, type) =>
      typeof value === 'string' && /^'.*'$/s.test(value) ? value : wrap(value, type);
  }
}
