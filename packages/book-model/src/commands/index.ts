export * from './types';
export { applyCommand, entersHistory, transaction, COMMAND_TYPES } from './apply';
export { fillCrop, refitCrop, photoAspectOf } from './crop';
