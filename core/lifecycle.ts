// The start/stop registry of a running service: parts start in order and stop in reverse order — also when a later part fails to start.

export interface LifecycleLog {
  info(message: string): void;
  error(context: object, message: string): void;
}

interface StartedPart {
  readonly name: string;
  readonly stop: () => Promise<void> | void;
}

export class Lifecycle {
  private readonly started: StartedPart[] = [];
  private stopping: Promise<void> | null = null;

  constructor(private readonly log: LifecycleLog) {}

  /**
   * Starts a part and registers how to stop it. If `start` throws, nothing is registered for this part (it
   * cleans up after itself); the caller stops the lifecycle, which stops the parts started before it.
   */
  async start<T>(name: string, start: () => Promise<T> | T, stop: (value: T) => Promise<void> | void): Promise<T> {
    if (this.stopping) throw new Error(`cannot start ${name}: the service is stopping`);
    const value = await start();
    this.started.push({ name, stop: () => stop(value) });
    return value;
  }

  /** Registers the stop of something that is already running (a timer, a background refresh). */
  onStop(name: string, stop: () => Promise<void> | void): void {
    this.started.push({ name, stop });
  }

  /** Stops every started part, the last started first; a stop that fails is logged and the rest still stop. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const part of [...this.started].reverse()) {
        try {
          await part.stop();
        } catch (error) {
          this.log.error({ err: error, part: part.name }, `stopping ${part.name} failed`);
        }
      }
      this.started.length = 0;
    })();
    return this.stopping;
  }

  /** Names of the running parts in start order (for logs and tests). */
  parts(): string[] {
    return this.started.map((part) => part.name);
  }
}
