import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
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

  it('names the payment states in plain words', () => {
    render(
      <>
        <StatusBadge status="partially_refunded" />
        <StatusBadge status="awaiting_payment" />
      </>,
    );
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
  });
});
