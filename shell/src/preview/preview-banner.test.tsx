import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui';
import { mockFetch } from '@shop/testing';
import { PreviewBanner } from './preview-banner';
import { resetPreviewState, withPreview } from './preview-map';
import { PREVIEW_STORAGE_KEY } from './preview-request';

const goTo = jest.fn();

async function previewing(address: string) {
  window.history.replaceState(null, '', address);
  mockFetch([
    {
      path: '/remotes/reports/index.json',
      body: { remote: 'reports', versions: ['0.1.0-2222222222'] },
    },
  ]);
  await withPreview({}, () => Promise.resolve({ status: 'signedIn', role: 'admin' }));
  render(
    <AppProviders>
      <PreviewBanner goTo={goTo} />
    </AppProviders>,
  );
}

describe('the preview banner', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetPreviewState();
    goTo.mockReset();
  });
  afterEach(cleanup);

  it('names the previewed version and goes back to the live shop, by keyboard', async () => {
    await previewing('/reports?tab=profit&preview=reports@0.1.0-2222222222');
    const banner = screen.getByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent(
      'Preview: reports version 0.1.0-2222222222. Only this browser tab shows it',
    );
    screen.getByRole('button', { name: 'Back to live' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/reports?tab=profit');
  });

  it('says when the named version is not stored', async () => {
    await previewing('/reports?preview=reports@0.1.0-0000000000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no stored version 0.1.0-0000000000 of reports; this is the live shop.',
    );
  });

  it('shows nothing on the live shop', () => {
    render(<PreviewBanner />);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });
});
