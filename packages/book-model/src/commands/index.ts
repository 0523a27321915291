export * from './types';
export { applyCommand, entersHistory, transaction, COMMAND_TYPES } from './apply';
export { clampCrop, fillCrop, refitCrop, photoAspectOf } from './crop';
// Non-throwing lookups for readers (the editor's tools and panels).
export { allPages, locateFrame, locatePage, type FrameLocation } from './access';
