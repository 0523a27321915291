export * from './types';
export * from './catalogue';
export * from './resolve';
