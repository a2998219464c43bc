// A counting semaphore with a bounded wait queue: at most `limit` holders at once, at most `maxWaiting` waiting, the rest refused.

export class Slots {
  private held = 0;
  /** Waiters in arrival order; each is granted a slot by a release, or leaves when its signal aborts. */
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  /** Waits for a free slot; `full()` is thrown when the queue is full, the signal's reason when it aborts while waiting. */
  async acquire(full: () => Error, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.held < this.limit) {
      this.held += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw full();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const at = this.waiting.indexOf(grant);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal?.reason);
        };
        // a granted waiter stops listening, so a long-lived signal does not collect one listener per task
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        this.waiting.push(grant);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // hand the slot straight to the next waiter, so `held` never drops below what runs
      const next = this.waiting.shift();
      if (next) next();
      else this.held -= 1;
    };
  }

  stats(): { held: number; waiting: number } {
    return { held: this.held, waiting: this.waiting.length };
  }
}
