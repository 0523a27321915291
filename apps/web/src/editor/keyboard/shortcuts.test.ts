import { describe, expect, it } from 'vitest';
import { shortcutOf, type KeyPress } from './shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });

describe('shortcutOf', () => {
  it('undoes with Ctrl/Cmd+Z and redoes with Ctrl+Y and Ctrl+Shift+Z', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(shortcutOf(press('z', { metaKey: true }))).toEqual({ kind: 'undo' });
    expect(shortcutOf(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(shortcutOf(press('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
  });

  it('moves by 1 mm, with Shift by 10 mm', () => {
    expect(shortcutOf(press('ArrowRight'))).toEqual({ kind: 'move', dxMm: 1, dyMm: 0 });
    expect(shortcutOf(press('ArrowUp', { shiftKey: true }))).toEqual({ kind: 'move', dxMm: 0, dyMm: -10 });
  });

  it('turns spreads, empties, edits, zooms and deselects', () => {
    expect(shortcutOf(press('PageDown'))).toEqual({ kind: 'spread', step: 1 });
    expect(shortcutOf(press('PageUp'))).toEqual({ kind: 'spread', step: -1 });
    expect(shortcutOf(press('Delete'))).toEqual({ kind: 'empty' });
    expect(shortcutOf(press('Backspace'))).toEqual({ kind: 'empty' });
    expect(shortcutOf(press('Enter'))).toEqual({ kind: 'edit' });
    expect(shortcutOf(press('+'))).toEqual({ kind: 'zoom', direction: 1 });
    expect(shortcutOf(press('-'))).toEqual({ kind: 'zoom', direction: -1 });
    expect(shortcutOf(press('Escape'))).toEqual({ kind: 'deselect' });
  });

  it("leaves the browser's keys alone: Ctrl with +, Alt with arrows, plain letters", () => {
    expect(shortcutOf(press('+', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('a'))).toBeNull();
  });
});
