import { hasRole, roleLevel } from './roles';

describe('role ordering', () => {
  it('orders customer < staff < admin and counts unknown roles as 0', () => {
    expect([roleLevel('customer'), roleLevel('staff'), roleLevel('admin')]).toEqual([1, 2, 3]);
    expect(roleLevel('superuser')).toBe(0);
    expect(roleLevel(undefined)).toBe(0);
    expect(roleLevel('constructor')).toBe(0);
    expect(hasRole('__proto__', 'customer')).toBe(false);
  });

  it('lets a higher role pass a lower requirement but not the reverse', () => {
    expect(hasRole('admin', 'staff')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('customer', 'staff')).toBe(false);
    expect(hasRole('nobody', 'customer')).toBe(false);
  });
});
