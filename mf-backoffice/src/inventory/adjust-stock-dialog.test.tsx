import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVER_HEADER, APPROVER_PIN_HEADER, NOTE_REQUIRED_ERROR } from '@shop/contracts';
import { makeInventoryRecord, makeStaffUser } from '@shop/testing';
import { openRowDialog, resetBackoffice } from '../testing/render-backoffice';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const tee = makeInventoryRecord({ product: { id: 7, name: 'Aero Tee' }, quantity_in_stock: 4 });
const adjusted = makeInventoryRecord({ ...tee, quantity_in_stock: 2 });
const adjustRoute = { method: 'POST', path: '/api/inventory/7/adjust' };

/** The approval dialog over the adjust dialog (antd's test ids give both the same name). */
async function approvalDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Ask for approval');
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('The approval title is in no dialog');
  return dialog;
}

describe('the adjust dialog', () => {
  afterEach(resetBackoffice);

  it('asks for a non-zero whole number and a reason, with the contract’s words', async () => {
    const { calls, dialog } = await openRowDialog('Adjust', 'Aero Tee', [tee]);
    expect(within(dialog).getByText(/Current stock:/)).toHaveTextContent('Current stock: 4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    expect(within(dialog).getByLabelText(/Quantity change/)).toHaveAccessibleDescription(
      'Quantity change must be a non-zero whole number',
    );
    expect(within(dialog).getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription(
      'Choose a reason',
    );
    await userEvent.type(within(dialog).getByLabelText(/Quantity change/), '1.5');
    expect(within(dialog).getByLabelText(/Quantity change/)).toHaveAccessibleDescription(
      'Quantity change must be a non-zero whole number',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('needs a note for Other, then sends the correction and closes', async () => {
    const { calls, dialog } = await openRowDialog(
      'Adjust',
      'Aero Tee',
      [tee],
      [{ ...adjustRoute, body: { inventory: adjusted } }],
    );
    await userEvent.type(within(dialog).getByLabelText(/Quantity change/), '-2');
    expect(within(dialog).getByText('Stock after the change: 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByLabelText(/Note/)).toHaveAccessibleDescription(NOTE_REQUIRED_ERROR);

    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Shelf recount');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      quantity_change: -2,
      reason: 'other',
      note: 'Shelf recount',
    });
  });

  it('shows the API’s refusal to go below zero and stays open', async () => {
    const { dialog } = await openRowDialog(
      'Adjust',
      'Aero Tee',
      [tee],
      [{ ...adjustRoute, status: 409, body: { error: 'Stock cannot go below zero' } }],
    );
    await userEvent.type(within(dialog).getByLabelText(/Quantity change/), '-9');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Damaged' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Stock cannot go below zero',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers an approval when refused for the permission, and retries with both headers', async () => {
    const refusal = { error: 'You may not adjust stock', permission: 'adjust_stock' };
    const approval = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: '2468' };
    const { calls, dialog } = await openRowDialog(
      'Adjust',
      'Aero Tee',
      [tee],
      [
        { ...adjustRoute, headers: approval, body: { inventory: adjusted } },
        {
          ...adjustRoute,
          headers: { [APPROVER_HEADER]: 'admin' },
          status: 403,
          body: { error: 'The approval PIN is wrong', permission: 'adjust_stock' },
        },
        { ...adjustRoute, status: 403, body: refusal },
      ],
      makeStaffUser(),
    );
    expect(dialog).toHaveTextContent('Adjusting stock needs an approval');
    await userEvent.type(within(dialog).getByLabelText(/Quantity change/), '-2');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Damaged' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    const asking = await approvalDialog();
    expect(within(asking).getByRole('alert')).toHaveTextContent('You may not adjust stock');
    await waitFor(() => expect(within(asking).getByLabelText("Approver's username")).toHaveFocus());
    await userEvent.keyboard('admin{Tab}1111{Enter}');

    // A wrong PIN asks again, keeping the name typed: only the PIN is typed again.
    await waitFor(async () =>
      expect(await approvalDialog()).toHaveTextContent('The approval PIN is wrong'),
    );
    const again = await approvalDialog();
    await waitFor(() => expect(within(again).getByLabelText('PIN')).toHaveFocus());
    await userEvent.keyboard('2468{Enter}');

    await waitFor(() => expect(dialog).not.toBeVisible());
    const sent = calls.filter((call) => call.method === 'POST');
    expect(
      sent.map((call) => [
        call.headers.get(APPROVER_HEADER),
        call.headers.get(APPROVER_PIN_HEADER),
        call.body,
      ]),
    ).toEqual([
      [null, null, { quantity_change: -2, reason: 'damaged', note: null }],
      ['admin', '1111', { quantity_change: -2, reason: 'damaged', note: null }],
      ['admin', '2468', { quantity_change: -2, reason: 'damaged', note: null }],
    ]);
  });
});
