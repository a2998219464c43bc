// The worker pool's task table: per task kind its module (workers/<kind>.ts), whose default export fixes the task's input and output types.
import type encodeTile from './tiles.js';
import type identify from './identify.js';
import type analyseNiche from './niche-analysis.js';

type TaskOf<F extends (input: never) => unknown> = { input: Parameters<F>[0]; output: Awaited<ReturnType<F>> };

export interface WorkerTasks {
  /** A vector tile of the occurrence index (milliseconds). */
  tiles: TaskOf<typeof encodeTile>;
  /** A species identification, or loading the model into the thread (tens of milliseconds). */
  identify: TaskOf<typeof identify>;
  /** A niche barcoding analysis (seconds, up to minutes). */
  'niche-analysis': TaskOf<typeof analyseNiche>;
}

export type TaskKind = keyof WorkerTasks;
export type TaskInput<K extends TaskKind> = WorkerTasks[K]['input'];
export type TaskOutput<K extends TaskKind> = WorkerTasks[K]['output'];
