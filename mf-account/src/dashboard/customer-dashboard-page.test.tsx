import { screen, within } from '@testing-library/react';
import { makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

describe('the customer dashboard', () => {
  beforeEach(() => mockFetch([]));
  afterEach(resetAccount);

  it('greets by first name, links onwards and sums up the account honestly', async () => {
    signInAs(makeUser({ first_name: 'Casey', created_at: '2025-03-04T10:00:00.000Z' }));
    renderAccountAt('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop Products/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/profile');

    const summary = screen.getByRole('heading', { name: 'Account Summary' }).parentElement!;
    expect(within(summary).getByText('March 4, 2025')).toBeInTheDocument();
    expect(within(summary).getByText('Active')).toBeInTheDocument();
    // No order numbers until orders exist (a later release): say so, invent nothing.
    expect(screen.getByText(/Your recent orders will appear here/)).toBeInTheDocument();
  });
});
