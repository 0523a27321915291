import { describe, expect, it } from 'vitest';
import { nextInDirection } from './collision';

const box = (id: string, left: number, top: number, width = 100, height = 100) => ({ id, rect: { left, top, width, height, right: left + width, bottom: top + height } });

describe('keyboard drag: the next target in an arrow’s direction', () => {
  // Two frames side by side on top, one wide frame below.
  const targets = [box('oben-links', 0, 0), box('oben-rechts', 200, 0), box('unten', 0, 200, 300, 100)];

  it('goes to the neighbour in line rather than a closer one diagonally', () => {
    expect(nextInDirection({ x: 50, y: 50 }, 'ArrowRight', targets)?.id).toBe('oben-rechts');
    expect(nextInDirection({ x: 250, y: 50 }, 'ArrowLeft', targets)?.id).toBe('oben-links');
    expect(nextInDirection({ x: 50, y: 50 }, 'ArrowDown', targets)?.id).toBe('unten');
    expect(nextInDirection({ x: 150, y: 250 }, 'ArrowUp', targets)?.id).toBe('oben-links');
  });

  it('finds nothing past the last target', () => {
    expect(nextInDirection({ x: 250, y: 50 }, 'ArrowRight', targets)).toBeUndefined();
    expect(nextInDirection({ x: 50, y: 50 }, 'ArrowUp', targets)).toBeUndefined();
  });
});
