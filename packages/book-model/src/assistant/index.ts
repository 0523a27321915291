export type { AssistantDensity, AssistantMemorial, AssistantOptions, AssistantPhoto, AssistantResult } from './types';
export { designBookWithAssistant } from './design-book';
