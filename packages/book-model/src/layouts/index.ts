export * from './types';
export * from './catalogue';
export * from './resolve';
export * from './fill-text';
