export * from './finish';
export * from './pricing';
export * from './order-pricing';
