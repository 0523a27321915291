export * from './finish';
export * from './pricing';
