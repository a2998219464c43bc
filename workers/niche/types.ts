// Plain data the NBSI engine takes and returns (crosses the worker boundary as structured clones).
import type { Schema } from '../../generated/operations.js';

export interface Reference {
  id: string;
  species: string;
  lon: number | null;
  lat: number | null;
  sequence: string | null;
}

export interface Query {
  id: string;
  lon: number | null;
  lat: number | null;
  sequence: string | null;
}

export interface PriorIdentification {
  queryId: string;
  species: string;
  probability: number;
}

/** A regular lon/lat grid of environment cells (cell centres), values row-major: cell × variable. */
export interface GridEnvironment {
  kind: 'grid';
  variables: string[];
  resolution: number;
  lon: Float64Array;
  lat: Float64Array;
  values: Float64Array;
}

/** Environment values the user measured per specimen, keyed by sequence / query id. */
export interface TableEnvironment {
  kind: 'table';
  variables: string[];
  reference: Record<string, number[]>;
  query: Record<string, number[]>;
}

export interface NicheInput {
  workflow: 'NBSI' | 'NBSI2';
  seed: number;
  independence: boolean;
  variableSelection: Schema<'VariableSelection'>;
  trees?: number;
  references: Reference[];
  queries: Query[];
  priors?: PriorIdentification[];
  extraPoints: { species: string; lon: number; lat: number }[];
  environment: GridEnvironment | TableEnvironment;
}

/** One query's NBSI result: exactly the contract's NicheQueryResult, so the engine and the API cannot drift apart. */
export type QueryResult = Schema<'NicheQueryResult'>;

export type PointKind = Schema<'PointKind'>;

type Visualizations = Schema<'NicheVisualizations'>;

/** The engine's output; its parts are the contract's visualization shapes (the service only trims and counts them). */
export interface NicheOutput {
  variables: string[];
  results: QueryResult[];
  /** Per species; the service adds how many queries it identified. */
  species: Omit<Visualizations['speciesSummary'][number], 'queriesIdentified'>[];
  /** Map points with their environment values (the report keeps those, the map does not). */
  points: (Visualizations['mapPoints'][number] & { env: number[] | null })[];
  pca: Visualizations['pcaPreview'];
  log: string[];
}
