export * from './errors';
export * from './health';
export * from './products';
export * from './site-config';
export * from './email';
export * from './feedback';
export * from './users';
export * from './auth';
