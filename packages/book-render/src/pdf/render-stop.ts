/**
 * Why a render stops before its end, from outside the drawing loop: the caller's AbortSignal, the
 * output closed or destroyed early (a download cancelled: Fastify ends the response quietly), or a
 * stream error. The drawing loop checks it at every page and photo and races its waits against it,
 * so nothing keeps drawing — or buffering the whole PDF in pdfkit — for nobody.
 */
export class RenderStop {
  private failure: Error | undefined;
  private rejectStopped!: (error: Error) => void;
  /** Rejects with the reason once stopped; never resolves. */
  readonly stopped: Promise<never>;

  constructor() {
    this.stopped = new Promise<never>((_, reject) => {
      this.rejectStopped = reject;
    });
    // Only the waits raced against it report the reason; nobody listening is fine.
    this.stopped.catch(() => undefined);
  }

  get reason(): Error | undefined {
    return this.failure;
  }

  stop(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.rejectStopped(error);
  }

  /** Throws the reason when stopped: called before each page and photo. */
  check(): void {
    if (this.failure) throw this.failure;
  }

  /** `promise`, unless the render stops first. */
  race<T>(promise: Promise<T>): Promise<T> {
    this.check();
    return Promise.race([promise, this.stopped]);
  }
}

/** The error a stopped render rejects with: name 'AbortError', like fetch's and Node's own. */
export function abortError(message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'AbortError';
  return error;
}
