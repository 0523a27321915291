/**
 * Seeded randomness for 'Neu mischen': the same seed always gives the same book. Two shapes:
 * a stream (mulberry32) for choices made one after another, and a hash of a few integers for costs
 * looked up in any order (the page partition's dynamic programme asks for them out of order).
 */

/** mulberry32: a small 32-bit generator, good enough to break ties between near-equal layouts. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [0, 1) fixed by the seed and the given integers (murmur3's finaliser over each). */
export function hashUnit(seed: number, ...values: number[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const value of values) {
    h = Math.imul(h ^ (value >>> 0), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h / 4294967296;
}
