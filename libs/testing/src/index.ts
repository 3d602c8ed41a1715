export * from './factories';
export * from './mock-fetch';
