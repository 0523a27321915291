export * from './types';
export { applyCommand, entersHistory, transaction, COMMAND_TYPES } from './apply';
export { clampCrop, fillCrop, refitCrop, photoAspectOf } from './crop';
