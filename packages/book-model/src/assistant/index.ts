export type { AssistantDensity, AssistantMemorial, AssistantOptions, AssistantPhoto, AssistantResult } from './types';
export { designBookWithAssistant } from './design-book';
/** The assistant's seeded generator, shared with the scripts' test data (one copy of mulberry32). */
export { mulberry32 } from './random';
