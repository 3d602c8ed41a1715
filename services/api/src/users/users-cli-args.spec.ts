import { parseFlags, parseUsersCommand, UsageError } from './users-cli-args';

const create = [
  'create',
  '--username',
  'dana',
  '--email',
  'dana@example.com',
  '--first-name',
  'Dana',
  '--last-name',
  'Fox',
  '--role',
  'staff',
];

describe('parseUsersCommand', () => {
  it('reads a create command, the password from a flag or from stdin', () => {
    const command = parseUsersCommand([...create, '--password', 'Strong1pass']);
    expect(command).toMatchObject({
      name: 'create',
      account: { username: 'dana', role: 'staff', password: 'Strong1pass' },
    });
    expect(parseUsersCommand(create, 'Piped1pass')).toMatchObject({
      account: { password: 'Piped1pass' },
    });
  });

  it('validates with the register messages and names the allowed roles', () => {
    expect(() => parseUsersCommand([...create, '--password', 'weak'])).toThrow(
      'Password must be at least 6 characters',
    );
    expect(() => parseUsersCommand(create)).toThrow('Password is required');
    expect(() =>
      parseUsersCommand([...create.slice(0, -1), 'owner', '--password', 'Strong1pass']),
    ).toThrow('--role must be one of customer, staff, admin');
  });

  it('reads activate, deactivate, list and help', () => {
    expect(parseUsersCommand(['deactivate', '--username', 'dana'])).toEqual({
      name: 'deactivate',
      username: 'dana',
    });
    expect(() => parseUsersCommand(['activate'])).toThrow('--username is required');
    expect(parseUsersCommand(['list'])).toEqual({ name: 'list' });
    expect(parseUsersCommand([])).toEqual({ name: 'help' });
    expect(() => parseUsersCommand(['drop'])).toThrow(UsageError);
  });
});

describe('parseFlags', () => {
  it('wants a value after every flag', () => {
    expect(parseFlags(['--a', '1', '--b', 'two words'])).toEqual({ a: '1', b: 'two words' });
    expect(() => parseFlags(['--a'])).toThrow('--a needs a value');
    expect(() => parseFlags(['--a', '--b', '1'])).toThrow('--a needs a value');
    expect(() => parseFlags(['stray'])).toThrow('Unexpected argument "stray"');
  });
});
