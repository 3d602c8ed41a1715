import {
  REGISTER_NAME_TAKEN,
  REGISTER_NOT_FOUND,
  REGISTER_RETIRED,
  retireWhileOpen,
  type AuditList,
  type RegisterList,
  type RegisterResponse,
} from '@shop/contracts';
import { openTill, tillRegisters } from './drawer.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

describe.each(databaseTargets())('registers in the store settings on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    shop = await startTestShop(target);
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
  });
  afterAll(() => shop?.close());

  const add = (name: unknown) =>
    shop.send<RegisterResponse>('POST', '/shop/registers', { name }, admin);
  const rename = (id: number, name: string) =>
    shop.send<RegisterResponse>('PUT', `/shop/registers/${id}`, { name }, admin);
  const retire = (id: number) =>
    shop.send<RegisterResponse>('POST', `/shop/registers/${id}/retire`, undefined, admin);
  const settingsList = async () =>
    (await shop.send<RegisterList>('GET', '/shop/registers', undefined, admin)).body.registers;

  it('lists the demo registers', async () => {
    expect((await settingsList()).map(({ name, retired_at }) => [name, retired_at])).toEqual([
      ['Back counter', null],
      ['Front counter', null],
    ]);
  });

  it('adds and renames registers, names unique ignoring case', async () => {
    const added = await add('  Pop-up stand ');
    expect(added).toMatchObject({ status: 201, body: { register: { name: 'Pop-up stand' } } });
    const id = added.body.register.id;
    expect(await add('pop-up STAND')).toMatchObject({
      status: 409,
      body: { error: REGISTER_NAME_TAKEN },
    });
    expect(await rename(id, 'front counter')).toMatchObject({
      status: 409,
      body: { error: REGISTER_NAME_TAKEN },
    });
    expect(await rename(id, 'Window till')).toMatchObject({
      status: 200,
      body: { register: { id, name: 'Window till' } },
    });
    expect((await tillRegisters(shop, staff)).map((register) => register.name)).toContain(
      'Window till',
    );
  });

  it.each([
    ['a blank name', '   ', 'Register name is required'],
    ['a long name', 'x'.repeat(51), 'Register name must be at most 50 characters'],
    ['no name', undefined, 'Register name is required'],
  ])('refuses %s', async (_case, name, error) => {
    expect(await add(name)).toMatchObject({ status: 400, body: { error } });
  });

  it('retires a register only when no session is open on it', async () => {
    const till = await openTill(shop, { register: 'Back counter' });
    expect(await retire(till.registerId)).toMatchObject({
      status: 409,
      body: { error: retireWhileOpen('Back counter') },
    });
    const front = (await settingsList()).find((register) => register.name === 'Front counter')!;
    const retired = await retire(front.id);
    expect(retired.status).toBe(200);
    expect(retired.body.register.retired_at).toEqual(expect.any(String));
    expect((await settingsList()).at(-1)).toMatchObject({ name: 'Front counter' });
    expect((await tillRegisters(shop, staff)).map((register) => register.name)).not.toContain(
      'Front counter',
    );
    const open = await shop.send(
      'POST',
      `/registers/${front.id}/sessions`,
      { float: { total: 50 } },
      admin,
    );
    expect(open).toMatchObject({ status: 409, body: { error: REGISTER_RETIRED } });
    expect(await retire(999_999)).toMatchObject({
      status: 404,
      body: { error: REGISTER_NOT_FOUND },
    });
  });

  it('keeps each change in the audit trail', async () => {
    const trail = await shop.send<AuditList>(
      'GET',
      '/audit?kind=settings&per_page=50',
      undefined,
      admin,
    );
    expect(trail.body.entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Added the register Pop-up stand',
        'Renamed the register Pop-up stand to Window till',
        'Retired the register Front counter',
      ]),
    );
  });
});
