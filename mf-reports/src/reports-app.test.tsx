import { render, screen } from '@testing-library/react';
import { AppProviders } from '@shop/ui';
import { ReportsApp } from './reports-app';

describe('reports module', () => {
  it('frames /reports as "Reports" and says honestly that it is coming', () => {
    window.history.pushState(null, '', '/reports');
    render(
      <AppProviders>
        <ReportsApp />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming in a later release.')).toBeInTheDocument();
  });
});
