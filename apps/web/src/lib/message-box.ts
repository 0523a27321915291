import { createStore } from './external-store';

/** The global message box: one message at a time, in order; each resolves with the button chosen. */
export interface MessageButton<V extends string = string> {
  label: string;
  value: V;
  primary?: boolean;
}

export interface MessageRequest<V extends string = string> {
  title?: string;
  text: string;
  buttons?: MessageButton<V>[];
}

interface QueuedMessage extends MessageRequest {
  id: number;
  resolve: (value: string | undefined) => void;
}

export const messageStore = createStore<QueuedMessage[]>([]);
let nextId = 1;

/** Resolves with the chosen button's value, or undefined when the box was dismissed. */
export function showMessage<V extends string = 'ok'>(request: MessageRequest<V>): Promise<V | undefined> {
  return openMessage(request).answer;
}

/**
 * A message that its caller may take back (`close`: it resolves with undefined) when the question is
 * no longer true — answered elsewhere meanwhile, or its screen is gone.
 */
export function openMessage<V extends string = 'ok'>(request: MessageRequest<V>): { answer: Promise<V | undefined>; close: () => void } {
  const id = nextId++;
  const answer = new Promise<V | undefined>((resolve) => {
    messageStore.set((queue) => [...queue, { ...request, id, resolve: resolve as (value: string | undefined) => void }]);
  });
  return { answer, close: () => answerMessage(id, undefined) };
}

export function answerMessage(id: number, value: string | undefined): void {
  const message = messageStore.get().find((entry) => entry.id === id);
  messageStore.set((queue) => queue.filter((entry) => entry.id !== id));
  message?.resolve(value);
}
