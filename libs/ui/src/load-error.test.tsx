import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces what failed and asks again on Retry', async () => {
    const onRetry = jest.fn();
    render(<LoadError message="Products could not be loaded right now." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Products could not be loaded right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its button text and further ways on', () => {
    render(
      <LoadError message="Failed to fetch purchases" retryText="Try Again" onRetry={jest.fn()}>
        <a href="/products">Back to Products</a>
      </LoadError>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Products' })).toBeInTheDocument();
  });
});
