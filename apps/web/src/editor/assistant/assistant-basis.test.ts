import { describe, expect, it } from 'vitest';
import { answerFitsEditor, askOnStoredState } from './assistant-basis';

const book = { formatId: 1, paperId: 3, themeId: 101 };

/** A persistence whose stored version is `version`; loadNewer takes `newer` (another window's save). */
function fakePersistence(version: number, newer: number) {
  const state = { baseVersion: version, loads: 0 };
  const persistence = {
    view: { get: () => ({ queue: { baseVersion: state.baseVersion } }) },
    flushNow: () => Promise.resolve(),
    loadNewer: () => {
      state.loads += 1;
      state.baseVersion = newer;
      return Promise.resolve({ carried: 0, lost: 0, parked: false });
    },
  } as unknown as Parameters<typeof askOnStoredState>[0];
  return { persistence, state };
}

describe('whether the assistant’s answer fits what the editor shows', () => {
  it('fits when it was made from the editor’s saved version, format, paper and design', () => {
    expect(answerFitsEditor({ version: 7, ...book }, { savedVersion: 7, document: book })).toBe(true);
  });

  it('does not fit a version saved elsewhere meanwhile, nor another format, paper or design', () => {
    expect(answerFitsEditor({ version: 8, ...book }, { savedVersion: 7, document: book })).toBe(false);
    expect(answerFitsEditor({ version: 7, ...book, formatId: 2 }, { savedVersion: 7, document: book })).toBe(false);
    expect(answerFitsEditor({ version: 7, ...book, paperId: 1 }, { savedVersion: 7, document: book })).toBe(false);
    expect(answerFitsEditor({ version: 7, ...book, themeId: 103 }, { savedVersion: 7, document: book })).toBe(false);
  });
});

describe('asking the assistant for the stored state the editor shows', () => {
  it('saves first, then asks, and uses an answer made from the saved version', async () => {
    const { persistence } = fakePersistence(7, 7);
    const steps: string[] = [];
    const result = await askOnStoredState(
      persistence,
      () => book,
      async () => {
        steps.push('ask');
        return { basedOn: { version: 7, ...book } };
      },
      async () => {
        steps.push('save');
        return 'saved';
      },
    );
    expect(steps).toEqual(['save', 'ask']);
    expect(result.kind).toBe('answer');
  });

  it('does not ask while changes cannot be saved', async () => {
    const { persistence } = fakePersistence(7, 7);
    let asked = false;
    const result = await askOnStoredState(persistence, () => book, async () => ((asked = true), { basedOn: { version: 7, ...book } }), async () => 'failed');
    expect(result).toEqual({ kind: 'unsaved' });
    expect(asked).toBe(false);
  });

  it('after a change elsewhere takes the stored state and asks once more; a second mismatch is reported, not applied', async () => {
    // Another window saved version 8: the first answer (from 8) does not fit the editor's 7.
    const once = fakePersistence(7, 8);
    const answers = [8, 8];
    const first = await askOnStoredState(once.persistence, () => book, async () => ({ basedOn: { version: answers.shift()!, ...book } }), async () => 'saved');
    expect(once.state.loads).toBe(1);
    expect(first.kind).toBe('answer');

    // Changed again while asking: not applied, said so.
    const twice = fakePersistence(7, 8);
    const later = [8, 9];
    const second = await askOnStoredState(twice.persistence, () => book, async () => ({ basedOn: { version: later.shift()!, ...book } }), async () => 'saved');
    expect(second).toEqual({ kind: 'changed' });
    expect(twice.state.loads).toBe(1);
  });
});
