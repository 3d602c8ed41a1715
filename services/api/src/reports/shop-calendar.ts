// The shop's calendar moved beside the shop's clock (shop/shop-calendar.ts) when the orders desk
// came to need it: the purchases import nothing of the reports. Kept so the reports' imports and
// branches written against this path still work.
export * from '../shop/shop-calendar';
