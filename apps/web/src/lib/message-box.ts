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
  return new Promise((resolve) => {
    messageStore.set((queue) => [...queue, { ...request, id: nextId++, resolve: resolve as (value: string | undefined) => void }]);
  });
}

export function answerMessage(id: number, value: string | undefined): void {
  const message = messageStore.get().find((entry) => entry.id === id);
  messageStore.set((queue) => queue.filter((entry) => entry.id !== id));
  message?.resolve(value);
}
