import { afterEach, describe, expect, it } from 'vitest';
import { answerMessage, messageStore, openMessage, showMessage } from './message-box';

afterEach(() => messageStore.set([]));

describe('the message box', () => {
  it('shows messages in order and resolves each with the button chosen', async () => {
    const first = showMessage({ text: 'Erste Nachricht' });
    const second = showMessage({ text: 'Zweite Nachricht', buttons: [{ label: 'Ja', value: 'yes' }] });
    expect(messageStore.get().map((message) => message.text)).toEqual(['Erste Nachricht', 'Zweite Nachricht']);
    answerMessage(messageStore.get()[0]!.id, 'ok');
    answerMessage(messageStore.get()[0]!.id, 'yes');
    expect(await first).toBe('ok');
    expect(await second).toBe('yes');
    expect(messageStore.get()).toEqual([]);
  });

  it('lets the caller take a message back: it leaves the box and resolves as dismissed', async () => {
    const kept = showMessage({ text: 'Bleibt stehen' });
    const question = openMessage({ title: 'Neuerer Stand', text: 'Laden?' });
    question.close();
    expect(await question.answer).toBeUndefined();
    expect(messageStore.get().map((message) => message.text)).toEqual(['Bleibt stehen']);
    // Closing twice, or after an answer, changes nothing.
    question.close();
    answerMessage(messageStore.get()[0]!.id, 'ok');
    expect(await kept).toBe('ok');
  });
});
