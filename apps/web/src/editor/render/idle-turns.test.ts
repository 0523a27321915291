import { describe, expect, it } from 'vitest';
import { afterDrag, holdIdleTurns } from './idle-turns';

describe('work that waits for the end of a drag', () => {
  it('runs at once when nothing is dragged, and only after the drag ends while one is going on', async () => {
    await expect(afterDrag()).resolves.toBeUndefined();
    holdIdleTurns(true);
    let resumed = false;
    const waiting = afterDrag().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    holdIdleTurns(false);
    await waiting;
    expect(resumed).toBe(true);
  });
});
