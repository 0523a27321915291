/**
 * A process-wide allowance of pixels being decoded at once (decision 020). Decoding costs memory
 * in proportion to the pixels (a 100-megapixel 16-bit PNG ≈ 160 MB), and one process decodes for
 * its queued jobs and its sweep at the same time: with an allowance of one largest photo, a few
 * phone photos still decode side by side while a huge one waits its turn and goes alone. First
 * come, first served, so a large photo is not starved by a stream of small ones.
 */
export function createDecodeBudget(pixels: number) {
  let free = pixels;
  const waiting: { cost: number; start: () => void }[] = [];

  function startWaiting(): void {
    for (let next = waiting[0]; next && next.cost <= free; next = waiting[0]) {
      waiting.shift();
      free -= next.cost;
      next.start();
    }
  }

  return {
    /** Runs `work` once `cost` pixels are free (at most the whole allowance, so every photo runs eventually). */
    async run<T>(cost: number, work: () => Promise<T>): Promise<T> {
      const taken = Math.min(Math.max(cost, 1), pixels);
      if (waiting.length === 0 && taken <= free) free -= taken;
      else await new Promise<void>((start) => waiting.push({ cost: taken, start }));
      try {
        return await work();
      } finally {
        free += taken;
        startWaiting();
      }
    },
    /** Pixels not taken now (tests). */
    get free(): number {
      return free;
    },
    /** Decodes waiting for their share (tests). */
    get waiting(): number {
      return waiting.length;
    },
  };
}

export type DecodeBudget = ReturnType<typeof createDecodeBudget>;
