import { ROLES, registerRequestSchema, type RegisterRequest, type Role } from '@shop/contracts';
import { z } from 'zod';

export type UsersCommand =
  | { name: 'create'; account: RegisterRequest & { role: Role } }
  | { name: 'activate' | 'deactivate'; username: string }
  | { name: 'list' }
  | { name: 'help' };

export const USAGE = `Usage: npm run users -- <command> [options]

  create      --username <name> --email <email> --role customer|staff|admin
              --first-name <name> --last-name <name> [--phone <phone>] [--address <text>]
              [--password <password>]   (or pipe it on stdin to keep it out of shell history)
  deactivate  --username <name>         signs the user out everywhere at once
  activate    --username <name>
  list

Uses the API's database settings (DATABASE_URL, DATA_DIR).`;

/** A usage or validation problem: printed with the usage, exit code 2. */
export class UsageError extends Error {}

const roleSchema = z.enum(ROLES, { error: `--role must be one of ${ROLES.join(', ')}` });

/** `--key value` pairs; every flag takes a value. */
export function parseFlags(args: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i] ?? '';
    const value = args[i + 1];
    if (!key.startsWith('--') || key.length < 3)
      throw new UsageError(`Unexpected argument "${key}"`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${key} needs a value`);
    flags[key.slice(2)] = value;
  }
  return flags;
}

/**
 * Reads the command line into a command, validated with the same contract
 * schema (and messages) as registration; only the role is the owner's to choose.
 */
export function parseUsersCommand(argv: readonly string[], stdinPassword?: string): UsersCommand {
  const [name, ...rest] = argv;
  const flags = parseFlags(rest);
  switch (name) {
    case 'create': {
      const role = roleSchema.safeParse(flags.role);
      if (!role.success) throw new UsageError(role.error.issues[0]?.message);
      const account = registerRequestSchema.safeParse({
        username: flags.username,
        email: flags.email,
        first_name: flags['first-name'],
        last_name: flags['last-name'],
        phone: flags.phone,
        address: flags.address,
        password: flags.password ?? stdinPassword,
      });
      if (!account.success) throw new UsageError(account.error.issues[0]?.message);
      return { name, account: { ...account.data, role: role.data } };
    }
    case 'activate':
    case 'deactivate':
      if (!flags.username) throw new UsageError('--username is required');
      return { name, username: flags.username };
    case 'list':
      return { name };
    case undefined:
    case 'help':
    case '--help':
      return { name: 'help' };
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}
