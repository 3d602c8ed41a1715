export * from './factories';
export * from './mock-fetch';
export * from './back-office-factories';
export * from './sales-factories';
export * from './screen-width';
export * from './style-factories';
export * from './shop-factories';
