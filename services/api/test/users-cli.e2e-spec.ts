import type { InventoryAlertList } from '@shop/contracts';
import { parseUsersCommand } from '../src/users/users-cli-args';
import { runUsersCommand } from '../src/users/users-commands';
import { signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const dana = { username: 'dana', password: 'Strong1pass' };

// The owner's commands run on the shop's own database; their effect is checked over HTTP.
describe.each(databaseTargets())('users command on $name', (target) => {
  let shop: TestShop;
  const run = (...argv: string[]) => runUsersCommand(parseUsersCommand(argv), shop.orm.em);

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('creates a staff account that can open staff routes', async () => {
    const output = await run(
      'create',
      ...['--username', 'dana', '--email', 'dana@example.com', '--role', 'staff'],
      ...['--first-name', 'Dana', '--last-name', 'Fox', '--password', dana.password],
    );
    expect(output).toEqual([
      expect.stringMatching(/^Created dana <dana@example.com> staff \(id \d+\)$/),
    ]);
    const token = await signIn(shop, dana);
    const alerts = await shop.send<InventoryAlertList>(
      'GET',
      '/inventory/alerts',
      undefined,
      token,
    );
    expect(alerts.status).toBe(200);
  });

  it('refuses a duplicate with the same message as registration', async () => {
    await expect(
      run(
        'create',
        ...['--username', 'DANA', '--email', 'other@example.com', '--role', 'admin'],
        ...['--first-name', 'Dana', '--last-name', 'Fox', '--password', dana.password],
      ),
    ).rejects.toThrow('Username already exists');
  });

  it('deactivates (ending the session) and activates again', async () => {
    const token = await signIn(shop, dana);
    expect(await run('deactivate', '--username', 'Dana')).toEqual([
      'Deactivated dana <dana@example.com> staff (deactivated)',
    ]);
    expect((await shop.send('GET', '/auth/profile', undefined, token)).status).toBe(401);
    expect((await shop.send('POST', '/auth/login', dana)).status).toBe(401);
    expect(
      (await run('list')).some((line) =>
        line.endsWith('dana <dana@example.com> staff (deactivated)'),
      ),
    ).toBe(true);

    await run('activate', '--username', 'dana');
    expect(await signIn(shop, dana)).toBeTruthy();
  });

  it('says so when the user does not exist', async () => {
    await expect(run('deactivate', '--username', 'ghost')).rejects.toThrow('No user named "ghost"');
  });
});
