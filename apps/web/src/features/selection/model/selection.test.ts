import { describe, expect, it } from 'vitest';
import { chooseDesign, chooseFormat, choosePaper, firstMissingStep, redirectStepFor, type Selection } from './selection';
import { loadSelection, saveSelection } from './selection-storage';

const full: Selection = { formatId: 1, themeId: 105, paperId: 2, cover: 2, pages: 1, description: 'Oma Erna', memorialPage: { id: 'erna-berger', description: 'Erna Berger' } };

describe('selection steps', () => {
  it('names the earliest missing choice', () => {
    expect(firstMissingStep({})).toBe('format');
    expect(firstMissingStep({ formatId: 1 })).toBe('design');
    expect(firstMissingStep({ formatId: 1, themeId: 101 })).toBe('paper');
    expect(firstMissingStep({ formatId: 1, themeId: 101, paperId: 3 })).toBe('paper');
    expect(firstMissingStep(full)).toBe('details');
  });

  it('sends a skipped step back to the earliest missing one', () => {
    expect(redirectStepFor('details', {})).toBe('format');
    expect(redirectStepFor('paper', { formatId: 2 })).toBe('design');
    expect(redirectStepFor('design', { formatId: 2 })).toBeNull();
    expect(redirectStepFor('format', {})).toBeNull();
    expect(redirectStepFor('details', full)).toBeNull();
  });
});

describe('choosing', () => {
  it('keeps design and paper when the new format offers them', () => {
    const next = chooseFormat(full, 2, { themeIds: [105], paperIds: [2, 3] });
    expect(next).toEqual({ ...full, formatId: 2 });
  });

  it('drops a design and a paper (with its finishes) that the new format does not offer', () => {
    const next = chooseFormat(full, 4, { themeIds: [101, 104], paperIds: [3] });
    expect(next).toEqual({ formatId: 4, description: 'Oma Erna', memorialPage: full.memorialPage });
  });

  it('replaces the finishes when a paper is chosen', () => {
    expect(choosePaper(full, 3, { cover: 1, pages: 1 })).toMatchObject({ paperId: 3, cover: 1, pages: 1 });
    expect(chooseDesign({ formatId: 1 }, 102)).toEqual({ formatId: 1, themeId: 102 });
  });
});

describe('selection storage', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('round-trips a selection', () => {
    const storage = memory();
    saveSelection(full, storage);
    expect(loadSelection(storage)).toEqual(full);
  });

  it('ignores broken or tampered values', () => {
    const storage = memory();
    storage.setItem('eb.selection', '{not json');
    expect(loadSelection(storage)).toEqual({});
    storage.setItem('eb.selection', JSON.stringify({ formatId: -1, themeId: '101', paperId: 3, cover: 7, pages: 2, memorialPage: { id: 5 } }));
    expect(loadSelection(storage)).toEqual({ paperId: 3, pages: 2 });
  });
});
