import {
  createStaffSchema,
  DISCOUNT_LIMIT_MESSAGE,
  PIN_MESSAGE,
  rolePermissionsUpdateSchema,
  setPinSchema,
} from './staff';

const newCashier = {
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Till',
  email: 'sam@example.com',
  role: 'staff',
  temporary_password: 'Welcome1',
};

describe('the staff bodies', () => {
  it('take a staff or admin account with a temporary password that follows the rules', () => {
    expect(createStaffSchema.parse(newCashier)).toEqual(newCashier);
    expect(createStaffSchema.safeParse({ ...newCashier, role: 'customer' }).success).toBe(false);
    expect(
      createStaffSchema.safeParse({ ...newCashier, temporary_password: 'short' }).success,
    ).toBe(false);
  });

  it.each(['123', '123456789', '12a4', ' 1234'])('refuse the PIN %p', (pin) => {
    expect(setPinSchema.safeParse({ pin }).error?.issues[0]?.message).toBe(PIN_MESSAGE);
  });

  it('take a role set once per permission and a limit from 0 to 100', () => {
    expect(
      rolePermissionsUpdateSchema.parse({
        permissions: ['sell', 'sell', 'adjust_stock'],
        discount_limit_percent: 15,
      }),
    ).toEqual({ permissions: ['sell', 'adjust_stock'], discount_limit_percent: 15 });
    for (const limit of [-1, 101]) {
      expect(
        rolePermissionsUpdateSchema.safeParse({ permissions: [], discount_limit_percent: limit })
          .error?.issues[0]?.message,
      ).toBe(DISCOUNT_LIMIT_MESSAGE);
    }
    expect(
      rolePermissionsUpdateSchema.safeParse({ permissions: ['fly'], discount_limit_percent: 0 })
        .success,
    ).toBe(false);
  });
});
