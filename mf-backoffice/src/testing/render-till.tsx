import { act, screen, within } from '@testing-library/react';
import type { StaffStyle, StaffVariant, StyleCardList, TillRegister } from '@shop/contracts';
import { getStore } from '@shop/shop-state';
import {
  makeTillRegister,
  openSessionOf,
  makeStaffStyle,
  makeStaffVariant,
  makeStyleCardList,
  makeStyleCardOf,
  makeTillLookup,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { PointOfSalePage } from '../sales/point-of-sale-page';
import { tillRegisterChosen } from '../sales/drawer/till-register.slice';
import { tillCleared } from '../sales/till.slice';
import { renderScreen, resetBackoffice, signInAs } from './render-backoffice';

/** A style of one variant (one size, one colour), e.g. a cap: `oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8' })`. */
export function oneVariantStyle(name: string, variant: Partial<StaffVariant>): StaffStyle {
  return makeStaffStyle({ name, variants: [makeStaffVariant(variant)] });
}

/** What the server answers about `styles`: each style's picker and each variant's codes. */
export function tillRoutes(styles: StaffStyle[]): MockRoute[] {
  return styles.flatMap((style) => [
    {
      path: `/api/styles/${style.id}`,
      body: {
        style: {
          ...makeStyleCardOf(style),
          description: style.description,
          variants: style.variants.filter((variant) => variant.is_active),
        },
      },
    },
    ...style.variants.flatMap((variant) =>
      [variant.sku, variant.barcode]
        .filter((code): code is string => code !== null)
        .map((code) => ({
          path: '/api/pos/lookup',
          query: { code },
          body: makeTillLookup(style, variant),
        })),
    ),
  ]);
}

const QUOTE_PATH = '/api/purchases/quote';
/** Unless a test answers it, the quote fails: the till shows its own sum, tax "Added on recording". */
const NO_QUOTE: MockRoute = { method: 'POST', path: QUOTE_PATH, status: 404 };

/** The till's register, Front counter (id 1), with session 11 open on it. */
export const TILL_REGISTER_ID = 1;
export const openTillRegisters = () => ({
  registers: [
    makeTillRegister({ id: TILL_REGISTER_ID, open_session: openSessionOf(11) }),
    makeTillRegister({ id: 2, name: 'Back counter' }),
  ],
});

/**
 * Signs staff in and opens `/sales` on Front counter with its drawer open, with `styles` as the
 * till's first 100 (the whole catalogue unless `list` says more exist); `routes` answer first (a
 * sale, a search). Every style's picker and every variant's SKU and barcode answer as the server
 * would; any other code is 404. Resolves once the tiles are on screen.
 */
export async function openTill(
  styles: StaffStyle[],
  { routes = [], list = {} }: { routes?: MockRoute[]; list?: Partial<StyleCardList> } = {},
) {
  // The quote is asked first, so a sale's `POST /api/purchases/` answer (a prefix) never answers it.
  const quotes = routes.filter((route) => route.path === QUOTE_PATH);
  const calls = mockFetch([
    ...(quotes.length ? quotes : [NO_QUOTE]),
    ...routes,
    ...tillRoutes(styles),
    { path: '/api/styles/', body: makeStyleCardList(styles.map(makeStyleCardOf), list) },
    { method: 'GET', path: '/api/registers', body: openTillRegisters() },
  ]);
  // This browser's till is Front counter, whose drawer is open.
  act(() => {
    getStore().dispatch(tillRegisterChosen(TILL_REGISTER_ID));
  });
  signInAs();
  renderScreen(<PointOfSalePage />, { at: '/sales' });
  await screen.findByRole('list', { name: 'Styles' });
  return { calls, store: getStore() };
}

/**
 * Signs staff in and opens `/sales` with `registers` as the till's (none open unless given),
 * this browser's register `chosen` (none yet unless given); `routes` answer first.
 */
export async function openTillDrawer({
  registers = [makeTillRegister(), makeTillRegister({ id: 2, name: 'Back counter' })],
  chosen = null,
  routes = [],
}: { registers?: TillRegister[]; chosen?: number | null; routes?: MockRoute[] } = {}) {
  const calls = mockFetch([
    ...routes,
    NO_QUOTE,
    { path: '/api/styles/', body: makeStyleCardList([]) },
    { method: 'GET', path: '/api/registers', body: { registers } },
  ]);
  act(() => {
    getStore().dispatch(tillRegisterChosen(chosen));
  });
  signInAs();
  renderScreen(<PointOfSalePage />, { at: '/sales' });
  await screen.findByRole('heading', { level: 1, name: 'Point of Sale' });
  return calls;
}

/** The search field, which has the keyboard on arrival. */
export const tillSearch = () => screen.getByRole('searchbox', { name: 'Search or scan' });

/** A style's tile, the button that opens its picker, by the style's name. */
export const styleTile = (name: string) =>
  within(screen.getByRole('list', { name: 'Styles' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

/** The cart's line for a product, by its name. */
export const cartLine = (name: string) =>
  within(screen.getByRole('list', { name: 'Cart lines' })).getByRole('listitem', {
    name: new RegExp(`^${name}, quantity`),
  });

/** The quantity a cart line shows. */
export const quantityOf = (name: string) =>
  within(cartLine(name)).getByRole('spinbutton', { name: `Quantity of ${name}` });

/** The sales sent to `POST /purchases/`. */
export const salesSent = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/purchases/');

/** The till's cart is the till's, not the session's: empty it between tests too. */
export function resetTill() {
  resetBackoffice();
  act(() => {
    getStore().dispatch(tillCleared());
    getStore().dispatch(tillRegisterChosen(null));
  });
}
