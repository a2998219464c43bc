// What every domain loader receives: the dataset folder, name resolution, the Lepidoptera check, and
// writers bound to the one load transaction.
import type { LepidopteraCheck } from './lepidoptera.js';
import type { NameLinker } from './resolve-names.js';
import type { DataSourceRow } from './sources.js';

/** Rows of one source not loaded for one reason. */
export interface SkippedReason {
  reason: string;
  count: number;
  /** Up to 10 distinct examples. */
  examples: string[];
}

export interface SkippedSummary {
  count: number;
  /** The reasons, joined with '; ' when there are several (each with its count in `reasons`). */
  reason: string;
  /** Up to 10 examples of the first reason. */
  examples: string[];
  reasons: SkippedReason[];
}

export interface LoadContext {
  readonly datasetDir: string;
  readonly names: NameLinker;
  /** Whether a record's organism is a lepidopteran (db/load/lepidoptera.ts). */
  readonly lepidoptera: LepidopteraCheck;
  readonly sources: readonly DataSourceRow[];
  /** COPYs rows into a table inside the load transaction; returns the row count. */
  copy<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: Iterable<T>): Promise<number>;
  /** Records a source row deliberately not loaded (reported, never silent). */
  skip(sourceId: string, reason: string, example: string): void;
}

const MAX_EXAMPLES = 10;

/** Collects skipped rows per source and reason for the load report. */
export class SkipLog {
  private readonly bySource = new Map<string, Map<string, SkippedReason>>();

  add(sourceId: string, reason: string, example: string): void {
    const reasons = this.bySource.get(sourceId) ?? new Map<string, SkippedReason>();
    const entry = reasons.get(reason) ?? { reason, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < MAX_EXAMPLES && !entry.examples.includes(example)) entry.examples.push(example);
    reasons.set(reason, entry);
    this.bySource.set(sourceId, reasons);
  }

  /** Rows skipped per source (0 for a source that skipped none). */
  count(sourceId: string): number {
    let total = 0;
    for (const entry of this.bySource.get(sourceId)?.values() ?? []) total += entry.count;
    return total;
  }

  summary(): Record<string, SkippedSummary> {
    const summary: Record<string, SkippedSummary> = {};
    for (const [sourceId, byReason] of this.bySource) {
      const reasons = [...byReason.values()];
      summary[sourceId] = {
        count: this.count(sourceId),
        reason: reasons.map((r) => r.reason).join('; '),
        examples: reasons[0].examples,
        reasons,
      };
    }
    return summary;
  }
}
