import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ButtonLink, PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('acts when clicked without submitting the form it sits in', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlainButton onClick={onClick}>Clear All</PlainButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    render(
      <PlainButton variant="primary" disabled onClick={onClick}>
        Retry
      </PlainButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link to its address, drawn as a button', () => {
    render(
      <ButtonLink href="/sales" variant="primary">
        New Sale
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'New Sale' });
    expect(link).toHaveAttribute('href', '/sales');
    expect(link).toHaveClass('shop-button');
  });
});
