import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';
import { welcomeTitle } from './greeting';

describe('small widgets', () => {
  it('labels statuses for people and treats a missing one as pending', () => {
    render(
      <>
        <StatusBadge status="out_of_stock" />
        <StatusBadge />
      </>,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('greets by first name, falling back to the username', () => {
    expect(welcomeTitle({ first_name: 'Ada', username: 'ada1' })).toBe('Welcome back, Ada!');
    expect(welcomeTitle({ first_name: '', username: 'ada1' })).toBe('Welcome back, ada1!');
  });
});
