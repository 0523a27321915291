import { describe, expect, it } from 'vitest';
import { nextAnnouncement, PROGRESS_EVERY_MS, QUIET, type AnnounceMemory, type BatchAnnouncement } from './batch-announcements';

type Step = { at: number; finished: number; attention?: number; running: boolean };

/** Feeds a batch of `total` photos through its moments and collects what is said. */
function heard(total: number, steps: Step[]): BatchAnnouncement[] {
  let memory: AnnounceMemory = QUIET;
  const said: BatchAnnouncement[] = [];
  for (const step of steps) {
    const next = nextAnnouncement(memory, { total, finished: step.finished, attention: step.attention ?? 0, running: step.running }, step.at);
    memory = next.memory;
    if (next.say) said.push(next.say);
  }
  return said;
}

describe('nextAnnouncement', () => {
  it('says far fewer sentences than photos: 200 photos finishing quickly give three milestones and one closing sentence', () => {
    const steps: Step[] = [{ at: 0, finished: 0, running: true }];
    for (let done = 1; done < 200; done++) steps.push({ at: done * 100, finished: done, running: true });
    steps.push({ at: 20_000, finished: 200, running: false });
    expect(heard(200, steps)).toEqual([
      { kind: 'progress', done: 50, total: 200 },
      { kind: 'progress', done: 100, total: 200 },
      { kind: 'progress', done: 150, total: 200 },
      { kind: 'all-done' },
    ]);
  });

  it('tells the progress of a slow batch at most every 30 seconds, and only when something finished', () => {
    const said = heard(100, [
      { at: 0, finished: 0, running: true },
      { at: 10_000, finished: 1, running: true },
      { at: PROGRESS_EVERY_MS, finished: 2, running: true },
      { at: PROGRESS_EVERY_MS + 5_000, finished: 3, running: true },
      { at: 2 * PROGRESS_EVERY_MS - 1, finished: 3, running: true },
      { at: 2 * PROGRESS_EVERY_MS, finished: 3, running: true },
      { at: 4 * PROGRESS_EVERY_MS, finished: 3, running: true },
    ]);
    expect(said).toEqual([
      { kind: 'progress', done: 2, total: 100 },
      { kind: 'progress', done: 3, total: 100 },
    ]);
  });

  it('closes with how many are uploaded and how many not when some were refused', () => {
    const said = heard(20, [
      { at: 0, finished: 0, running: true },
      { at: 1_000, finished: 18, attention: 2, running: false },
    ]);
    expect(said.at(-1)).toEqual({ kind: 'summary', done: 18, total: 20, notDone: 2 });
  });

  it('says nothing closing while photos are only paused, and nothing for a list that was never on its way', () => {
    expect(heard(4, [{ at: 0, finished: 0, running: true }, { at: 1_000, finished: 1, running: false }])).toEqual([]);
    expect(heard(2, [{ at: 0, finished: 2, running: false }])).toEqual([]);
  });
});
