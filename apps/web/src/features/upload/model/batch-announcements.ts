import type { BatchView } from './file-view';

/**
 * What the screen reader hears about the batch: not every finished photo (200 photos would be 200
 * sentences) but the progress at milestones (a quarter, half, three quarters) or at most every 30
 * seconds, and one closing sentence. Failures are said on their own, as they happen.
 */
export type BatchAnnouncement =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'all-done' }
  | { kind: 'summary'; done: number; total: number; notDone: number };

export interface AnnounceMemory {
  /** A batch is on its way (its closing sentence is still owed). */
  active: boolean;
  lastAt: number;
  lastDone: number;
  lastMilestone: number;
}

export const PROGRESS_EVERY_MS = 30_000;
const MILESTONES = [0.25, 0.5, 0.75];
export const QUIET: AnnounceMemory = { active: false, lastAt: 0, lastDone: 0, lastMilestone: 0 };

type BatchFacts = Pick<BatchView, 'total' | 'finished' | 'attention' | 'running'>;

export function nextAnnouncement(memory: AnnounceMemory, batch: BatchFacts, now: number): { say: BatchAnnouncement | null; memory: AnnounceMemory } {
  if (batch.total === 0) return { say: null, memory: QUIET };
  if (batch.running) {
    // A batch starts: nothing said yet, the clock starts now.
    const current = memory.active ? memory : { active: true, lastAt: now, lastDone: batch.finished, lastMilestone: milestoneOf(batch) };
    const milestone = milestoneOf(batch);
    const due = milestone > current.lastMilestone || (now - current.lastAt >= PROGRESS_EVERY_MS && batch.finished > current.lastDone);
    if (!due) return { say: null, memory: { ...current, lastMilestone: Math.max(current.lastMilestone, milestone) } };
    return { say: { kind: 'progress', done: batch.finished, total: batch.total }, memory: { active: true, lastAt: now, lastDone: batch.finished, lastMilestone: milestone } };
  }
  // Stopped: the closing sentence once every photo is finished or waits for the person (not when only paused).
  if (memory.active && batch.finished + batch.attention === batch.total) {
    const say: BatchAnnouncement =
      batch.attention === 0 ? { kind: 'all-done' } : { kind: 'summary', done: batch.finished, total: batch.total, notDone: batch.attention };
    return { say, memory: QUIET };
  }
  return { say: null, memory };
}

function milestoneOf(batch: BatchFacts): number {
  const share = batch.finished / batch.total;
  return MILESTONES.filter((step) => share >= step).at(-1) ?? 0;
}
