export * from './roles';
export * from './catalog';
export * from './product-query';
export * from './inventory';
export * from './purchases';
export * from './health';
