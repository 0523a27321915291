export * from './document/schema';
export * from './document/read-pages';
export * from './document/v1';
export * from './geometry';
export * from './layouts/types';
