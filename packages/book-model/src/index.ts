export * from './document';
export * from './geometry';
