import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHeldSale, makeHeldSaleLine, makeTillCustomer } from '@shop/testing';
import { getStore } from '@shop/shop-state';
import {
  cartLine,
  oneVariantStyle,
  openTill,
  resetTill,
  tillSearch,
} from '../../testing/render-till';
import {
  lineDiscountSet,
  saleDiscountSet,
  selectLineDiscounts,
  selectSaleDiscount,
} from '../discounts/till-discounts.slice';
import { selectTillCustomer, selectTillLines } from '../till.slice';

// antd dialogs on two shared cores: a few keystrokes can take seconds.
jest.setTimeout(20_000);

const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', quantity_in_stock: 2 });
const HELD = '/api/pos/held-sales';
const heldDialog = () => within(screen.getByRole('dialog', { name: 'Held sales' }));

async function ringUpCap() {
  await userEvent.type(tillSearch(), 'SC-8{Enter}');
  await waitFor(() => expect(cartLine('Sun Cap')).toBeInTheDocument());
}

describe('held sales at the till', () => {
  afterEach(resetTill);

  it('holds the cart with a note, saying it reserves no stock, and empties the till', async () => {
    const { calls } = await openTill([cap], {
      routes: [{ method: 'POST', path: HELD, status: 201, body: { held_sale: makeHeldSale() } }],
    });
    expect(screen.getByRole('button', { name: 'Hold Sale' })).toBeDisabled();
    await ringUpCap();

    await userEvent.click(screen.getByRole('button', { name: 'Hold Sale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hold sale' }));
    expect(dialog.getByText(/does not reserve stock/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(/^Note/)).toHaveFocus());
    // An empty note is refused before anything is sent.
    await userEvent.keyboard('{Enter}');
    expect(await dialog.findByText('Write a note saying whose sale it is')).toBeInTheDocument();
    await userEvent.keyboard('Maya, trying shoes on{Enter}');

    await waitFor(() => expect(selectTillLines(getStore().getState())).toEqual([]));
    const sent = calls.find((call) => call.method === 'POST' && call.url.pathname === HELD);
    expect(sent?.body).toEqual({
      register_id: 1,
      note: 'Maya, trying shoes on',
      items: [{ product_id: 8, quantity: 1 }],
      customer_id: null,
    });
  });

  it('lists every register’s held sales and resumes one with its customer into the till', async () => {
    const maya = makeTillCustomer();
    const held = makeHeldSale({
      customer: maya,
      register: { id: 2, name: 'Back counter' },
      lines: [makeHeldSaleLine({ quantity: 2 })],
    });
    const { calls } = await openTill([cap], {
      routes: [
        { method: 'POST', path: `${HELD}/31/resume`, body: { held_sale: held } },
        { method: 'GET', path: HELD, body: { held_sales: [held] } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Held Sales' }));
    const item = await heldDialog().findByRole('listitem', { name: 'Maya, trying shoes on' });
    expect(item).toHaveTextContent('Back counter · held by Sam Rivera');
    expect(item).toHaveTextContent('Customer: Maya Okafor · 2 items · $50.00');
    expect(heldDialog().getByText(/does not reserve stock/)).toBeInTheDocument();

    await userEvent.click(
      within(item).getByRole('button', { name: 'Resume Maya, trying shoes on' }),
    );
    await waitFor(() => expect(cartLine('Sun Cap')).toBeInTheDocument());
    expect(selectTillLines(getStore().getState())).toMatchObject([{ id: 8, quantity: 2 }]);
    expect(selectTillCustomer(getStore().getState())).toEqual(maya);
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Maya Okafor');
    const resumed = calls.find((call) => call.url.pathname === `${HELD}/31/resume`);
    expect(resumed?.body).toEqual({ register_id: 1 });
    await waitFor(() => expect(tillSearch()).toHaveFocus());
  });

  it('will not resume into a cart that has lines, and discards after asking once more', async () => {
    const held = makeHeldSale();
    const list = { held_sales: [held] };
    const { calls } = await openTill([cap], {
      routes: [
        { method: 'DELETE', path: `${HELD}/31`, body: { message: 'Held sale discarded' } },
        { method: 'GET', path: HELD, body: list },
      ],
    });
    await ringUpCap();
    await userEvent.click(screen.getByRole('button', { name: 'Held Sales' }));
    const item = await heldDialog().findByRole('listitem', { name: held.note });
    expect(heldDialog().getByText(/Hold or finish the sale in the cart/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: `Resume ${held.note}` })).toBeDisabled();

    await userEvent.click(within(item).getByRole('button', { name: `Discard ${held.note}` }));
    expect(within(item).getByText('Discard this held sale?')).toBeInTheDocument();
    list.held_sales = [];
    await userEvent.click(within(item).getByRole('button', { name: 'Discard for Good' }));
    expect(await heldDialog().findByText('No sales are held on any register.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(cartLine('Sun Cap')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, with Retry', async () => {
    const failing = { method: 'GET', path: HELD, status: 500, body: { error: 'down' } };
    await openTill([cap], { routes: [failing] });
    await userEvent.click(screen.getByRole('button', { name: 'Held Sales' }));
    expect(
      await heldDialog().findByText('The held sales could not be loaded.'),
    ).toBeInTheDocument();
    Object.assign(failing, { status: 200, body: { held_sales: [] } });
    await userEvent.click(heldDialog().getByRole('button', { name: 'Retry' }));
    expect(await heldDialog().findByText('No sales are held on any register.')).toBeInTheDocument();
  });

  it('holds the discounts with the sale and brings them back on resume', async () => {
    const damaged = { kind: 'amount', value: 2, reason: 'damaged', note: null } as const;
    const loyalty = { kind: 'percent', value: 5, reason: 'loyalty', note: null } as const;
    const held = makeHeldSale({
      line_discounts: [{ product_id: 8, ...damaged }],
      sale_discount: loyalty,
    });
    const { calls } = await openTill([cap], {
      routes: [
        { method: 'POST', path: HELD, status: 201, body: { held_sale: held } },
        { method: 'POST', path: `${HELD}/31/resume`, body: { held_sale: held } },
        { method: 'GET', path: HELD, body: { held_sales: [held] } },
      ],
    });
    await ringUpCap();
    act(() => {
      getStore().dispatch(lineDiscountSet({ productId: 8, discount: damaged }));
      getStore().dispatch(saleDiscountSet(loyalty));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Hold Sale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hold sale' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Note/)).toHaveFocus());
    await userEvent.keyboard('Maya{Enter}');
    await waitFor(() => expect(selectTillLines(getStore().getState())).toEqual([]));
    const sent = calls.find((call) => call.method === 'POST' && call.url.pathname === HELD);
    expect(sent?.body).toMatchObject({
      line_discounts: [{ product_id: 8, ...damaged }],
      sale_discount: loyalty,
    });
    // The till is empty for the next customer: no discount is left behind.
    expect(selectLineDiscounts(getStore().getState())).toEqual({});
    expect(selectSaleDiscount(getStore().getState())).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Held Sales' }));
    const item = await heldDialog().findByRole('listitem', { name: held.note });
    expect(item).toHaveTextContent('2 discounts kept');
    await userEvent.click(within(item).getByRole('button', { name: `Resume ${held.note}` }));
    await waitFor(() => expect(cartLine('Sun Cap')).toBeInTheDocument());
    expect(selectLineDiscounts(getStore().getState())).toEqual({ '8': damaged });
    expect(selectSaleDiscount(getStore().getState())).toEqual(loyalty);
  });
});
