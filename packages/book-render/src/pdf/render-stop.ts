/**
 * Why a render stops before its end, from outside the drawing loop: the caller's AbortSignal, the
 * output closed or destroyed early (a download cancelled: Fastify ends the response quietly), or a
 * stream error. The drawing loop checks it at every page and photo and races its waits against it,
 * so nothing keeps drawing — or buffering the whole PDF in pdfkit — for nobody.
 */
export class RenderStop {
  private failure: Error | undefined;
  /**
   * The waits running now, told when the render stops. Each leaves the set when it settles: a
   * long-lived promise raced against every wait would keep every settled wait — and the photo it
   * carried — reachable until the render ends (measured: +680 MB for a 96-page book).
   */
  private readonly waiting = new Set<(error: Error) => void>();

  get reason(): Error | undefined {
    return this.failure;
  }

  /** How many waits are running now (a settled wait must not stay here). */
  get pendingWaits(): number {
    return this.waiting.size;
  }

  stop(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const reject of this.waiting) reject(error);
    this.waiting.clear();
  }

  /** Throws the reason when stopped: called before each page and photo. */
  check(): void {
    if (this.failure) throw this.failure;
  }

  /** `promise`, unless the render stops first. */
  race<T>(promise: Promise<T>): Promise<T> {
    this.check();
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      promise.then(
        (value) => {
          this.waiting.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          this.waiting.delete(reject);
          reject(error as Error);
        },
      );
    });
  }
}

/** The error a stopped render rejects with: name 'AbortError', like fetch's and Node's own. */
export function abortError(message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'AbortError';
  return error;
}
