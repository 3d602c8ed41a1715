import { DEFAULT_STAFF_PERMISSIONS, PERMISSIONS } from '@shop/contracts';
import { decideAccess, type SessionView } from '../routing/access';
import { ROUTES } from '../routing/routes';
import { navLinksFor, type NavSession } from './nav-links';

const sessions: [string, NavSession][] = [
  ['a visitor', { signedIn: false, role: null, permissions: [] }],
  ['a customer', { signedIn: true, role: 'customer', permissions: [] }],
  ['staff', { signedIn: true, role: 'staff', permissions: DEFAULT_STAFF_PERMISSIONS.permissions }],
  ['an admin', { signedIn: true, role: 'admin', permissions: PERMISSIONS }],
];

describe('nav links, read from the route table', () => {
  it.each(sessions)('never offer %s a page the guard would refuse', (_who, session) => {
    const view: SessionView = {
      status: session.signedIn ? 'signedIn' : 'signedOut',
      role: session.role,
    };
    const links = (['main', 'manage', 'account'] as const).flatMap((menu) =>
      navLinksFor(session, menu),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect([link.label, decideAccess({ pathname: link.href }, view).kind]).toEqual([
        link.label,
        'render',
      ]);
    }
  });

  it('offer the audit trail to admins alone', () => {
    const manage = (role: string) =>
      navLinksFor({ signedIn: true, role, permissions: [] }, 'manage').map((link) => link.label);
    expect(manage('admin')).toContain('Audit Trail');
    expect(manage('staff')).not.toContain('Audit Trail');
  });

  it('show a new screen from its one entry in the table', () => {
    const routes = [
      ...ROUTES,
      {
        path: '/point-of-sale',
        owner: 'backoffice' as const,
        leastRole: 'staff' as const,
        nav: {
          label: 'Point of Sale',
          audience: 'staff' as const,
          menu: 'manage' as const,
          order: 23.5,
        },
      },
    ];
    const labels = navLinksFor(
      { signedIn: true, role: 'staff', permissions: [] },
      'manage',
      routes,
    ).map((link) => link.label);
    expect(labels.slice(-4)).toEqual(['Sales', 'Point of Sale', 'Purchases', 'Reports']);
    expect(
      navLinksFor({ signedIn: true, role: 'customer', permissions: [] }, 'manage', routes),
    ).not.toContainEqual(expect.objectContaining({ label: 'Point of Sale' }));
  });

  it('show a link that needs a permission only to those who hold it', () => {
    const staffLinks = (permissions: NavSession['permissions']) =>
      navLinksFor({ signedIn: true, role: 'staff', permissions }, 'manage').map(
        (link) => link.label,
      );
    expect(staffLinks(DEFAULT_STAFF_PERMISSIONS.permissions)).not.toContain('Staff');
    expect(staffLinks(['manage_staff_and_settings'])).toContain('Staff');
    expect(staffLinks(['sell'])).not.toContain('Registers');
    expect(staffLinks(['sell', 'open_close_register'])).toContain('Registers');
  });
});
