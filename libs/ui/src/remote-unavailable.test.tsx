import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './app-providers';
import { RemoteUnavailable } from './remote-unavailable';

describe('RemoteUnavailable', () => {
  it('explains the outage and retries when asked', async () => {
    const onRetry = jest.fn().mockResolvedValue(undefined);
    render(
      <AppProviders>
        <RemoteUnavailable onRetry={onRetry} />
      </AppProviders>,
    );

    expect(
      screen.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/part of the shop could not be loaded/i)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
