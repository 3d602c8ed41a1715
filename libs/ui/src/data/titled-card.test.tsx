import { render, screen, within } from '@testing-library/react';
import { TitledCard } from './titled-card';

describe('TitledCard', () => {
  it('is a region named by its heading, with what is beside the heading and its body', () => {
    render(
      <TitledCard title="Latest orders" extra={<a href="/purchases">View all</a>}>
        <p>Three orders today</p>
      </TitledCard>,
    );
    const card = screen.getByRole('region', { name: 'Latest orders' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Latest orders');
    expect(within(card).getByRole('link', { name: 'View all' })).toBeInTheDocument();
    expect(within(card).getByText('Three orders today')).toBeInTheDocument();
  });
});
