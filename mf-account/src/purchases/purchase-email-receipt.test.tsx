import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_NOT_SET_UP } from '@shop/contracts';
import { makePurchase, makeShopBody, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

// antd on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

const purchase = makePurchase({ id: 23 });
const RECEIPT_PATH = '/api/purchases/23/email-receipt';

async function openPurchase(mailConfigured: boolean, routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/purchases/23', body: { purchase } },
    { path: '/api/shop', body: makeShopBody({}, mailConfigured) },
  ]);
  signInAs(makeUser());
  renderAccountAt('/purchases/23');
  return { calls, receipt: within(await screen.findByRole('region', { name: 'Receipt' })) };
}

describe('e-mailing a receipt from the purchase page', () => {
  afterEach(resetAccount);

  it("sends to the buyer's address by default and says where it went", async () => {
    const { calls, receipt } = await openPurchase(true, [
      {
        method: 'POST',
        path: RECEIPT_PATH,
        status: 202,
        body: { sent_to: 'customer@example.com', mail_configured: true },
      },
    ]);
    expect(receipt.queryByText(MAIL_NOT_SET_UP)).not.toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Email receipt' }));
    expect(receipt.getByLabelText('Send the receipt to')).toHaveValue('customer@example.com');
    await userEvent.click(receipt.getByRole('button', { name: 'Send' }));
    expect(await receipt.findByRole('status')).toHaveTextContent(
      'Receipt sent to customer@example.com',
    );
    expect(calls.find((call) => call.url.pathname === RECEIPT_PATH)?.body).toEqual({
      email: 'customer@example.com',
    });
  });

  it('says when e-mail is not set up, before and after sending', async () => {
    const { receipt } = await openPurchase(false, [
      {
        method: 'POST',
        path: RECEIPT_PATH,
        status: 202,
        body: { sent_to: 'me@example.com', mail_configured: false },
      },
    ]);
    expect(await receipt.findByText(MAIL_NOT_SET_UP)).toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Email receipt' }));
    const field = receipt.getByLabelText('Send the receipt to');
    await userEvent.clear(field);
    await userEvent.type(field, 'me@example.com{Enter}');
    expect(await receipt.findByRole('status')).toHaveTextContent(
      'Receipt logged for me@example.com: e-mail is not set up',
    );
  });

  it("shows the server's refusal", async () => {
    const { receipt } = await openPurchase(true, [
      {
        method: 'POST',
        path: RECEIPT_PATH,
        status: 400,
        body: { error: 'Invalid email address' },
      },
    ]);
    await userEvent.click(receipt.getByRole('button', { name: 'Email receipt' }));
    await userEvent.click(receipt.getByRole('button', { name: 'Send' }));
    expect(await receipt.findByRole('alert')).toHaveTextContent('Invalid email address');
  });
});
