import { screen } from '@testing-library/react';
import { makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from './testing/render-account';

describe('account module', () => {
  beforeEach(() => mockFetch([]));
  afterEach(resetAccount);

  it.each([
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
    ['/profile', 'Profile'],
    ['/purchases/17', 'Purchase Details'],
  ])('loads the screen for %s, titled "%s"', async (path, title) => {
    signInAs(makeUser());
    renderAccountAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('calls the purchase list "My Purchases" for customers and "Purchases" for staff', async () => {
    signInAs(makeUser({ role: 'customer' }));
    renderAccountAt('/purchases');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Purchases' }),
    ).toBeInTheDocument();
    resetAccount();

    signInAs(makeUser({ role: 'staff' }));
    renderAccountAt('/purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
  });
});
