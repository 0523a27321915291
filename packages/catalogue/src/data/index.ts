export * from './types';
export { FORMATS } from './formats';
export { PAPERS } from './papers';
export { DESIGNS, DESIGN_GROUPS } from './designs';
