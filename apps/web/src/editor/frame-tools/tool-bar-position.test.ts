import { describe, expect, it } from 'vitest';
import { toolBarPosition } from './tool-bar-position';

// A spread 200 mm high drawn at 2 px per mm from (10, 20): 400 px high, from y = 20 to 420.
const at = (yMm: number, heightMm: number) => toolBarPosition({ xMm: 50, yMm, widthMm: 40, heightMm }, 2, { x: 10, y: 20 }, 200, 64);

describe('where a frame tool bar goes', () => {
  it('goes under the frame, centred, while it stays on the spread', () => {
    expect(at(20, 60)).toEqual({ left: 10 + 70 * 2, top: 20 + 80 * 2, side: 'below' });
  });
  it('goes over a frame at the foot of the spread', () => {
    expect(at(150, 45)).toEqual({ left: 150, top: 20 + 150 * 2, side: 'above' });
  });
  it('goes inside a frame that fills the spread, at its foot', () => {
    expect(at(0, 200)).toEqual({ left: 150, top: 420 - 64, side: 'inside' });
  });
});
