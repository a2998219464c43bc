// What every domain loader receives: the dataset folder, name resolution, and writers bound to the
// one load transaction.
import type { NameLinker } from './resolve-names.js';
import type { DataSourceRow } from './sources.js';

export interface SkippedSummary {
  count: number;
  reason: string;
  examples: string[];
}

export interface LoadContext {
  readonly datasetDir: string;
  readonly names: NameLinker;
  readonly sources: readonly DataSourceRow[];
  /** COPYs rows into a table inside the load transaction; returns the row count. */
  copy<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: Iterable<T>): Promise<number>;
  /** Records a source row deliberately not loaded (reported, never silent). */
  skip(sourceId: string, reason: string, example: string): void;
}

/** Collects skipped rows per source for the load report. */
export class SkipLog {
  private readonly bySource = new Map<string, SkippedSummary>();

  add(sourceId: string, reason: string, example: string): void {
    const entry = this.bySource.get(sourceId) ?? { count: 0, reason, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 10 && !entry.examples.includes(example)) entry.examples.push(example);
    this.bySource.set(sourceId, entry);
  }

  summary(): Record<string, SkippedSummary> {
    return Object.fromEntries(this.bySource.entries());
  }
}
