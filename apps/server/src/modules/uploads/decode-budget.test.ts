import { describe, expect, it } from 'vitest';
import { createDecodeBudget } from './decode-budget';
import { DECODE_BUDGET, makeDerivatives } from './image-pipeline';
import { testJpeg } from './test-photos';

/** A piece of work that runs until told to end, recording when it started. */
function heldWork(log: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { end, work: async () => { log.push(name); await ended; } };
}
/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the decode budget', () => {
  it('runs small decodes side by side and a large one alone, first come first served', async () => {
    const budget = createDecodeBudget(100);
    const started: string[] = [];
    const [a, b, large, c] = ['a', 'b', 'large', 'c'].map((name) => heldWork(started, name));
    const runs = [budget.run(30, a!.work), budget.run(30, b!.work), budget.run(100, large!.work), budget.run(10, c!.work)];
    await settle();
    // c would fit beside a and b, but the large one came first and is not starved.
    expect(started).toEqual(['a', 'b']);
    a!.end();
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'large']);
    large!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'large', 'c']);
    c!.end();
    await Promise.all(runs);
    expect(budget.free).toBe(100);
  });

  it('lets a decode larger than the whole budget run (alone), and gives its share back when it fails', async () => {
    const budget = createDecodeBudget(100);
    await expect(budget.run(500, () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(budget.free).toBe(100);
    await expect(budget.run(500, async () => 'done')).resolves.toBe('done');
  });

  it('is what every photo decode of the process waits for', async () => {
    const photo = await testJpeg();
    const started: string[] = [];
    const everything = heldWork(started, 'everything');
    const holding = DECODE_BUDGET.run(Number.MAX_SAFE_INTEGER, everything.work);
    let decoded = false;
    const decoding = makeDerivatives(photo, new Date()).then(() => (decoded = true));
    // Its header is read meanwhile, then the decode waits for its share.
    while (DECODE_BUDGET.waiting === 0 && !decoded) await settle();
    expect(decoded).toBe(false);
    everything.end();
    await holding;
    await decoding;
    expect(decoded).toBe(true);
  });
});
