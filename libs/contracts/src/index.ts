export * from './roles';
export * from './catalog';
