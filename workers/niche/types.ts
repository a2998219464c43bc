// Plain data the NBSI engine takes and returns (crosses the worker boundary as structured clones).
import type { components } from '../../generated/api.js';

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
  variableSelection: 'ALL' | 'SELECT';
  trees?: number;
  references: Reference[];
  queries: Query[];
  priors?: PriorIdentification[];
  extraPoints: { species: string; lon: number; lat: number }[];
  environment: GridEnvironment | TableEnvironment;
}

/** One query's NBSI result: exactly the contract's NicheQueryResult, so the engine and the API cannot drift apart. */
export type QueryResult = components['schemas']['NicheQueryResult'];

export type PointKind = 'reference' | 'query' | 'additional' | 'pseudo';

export interface NicheOutput {
  variables: string[];
  results: QueryResult[];
  species: { species: string; references: number; presencePoints: number; minPEk: number | null }[];
  points: {
    lat: number;
    lon: number;
    kind: PointKind;
    species: string | null;
    queryId: string | null;
    env: number[] | null;
  }[];
  pca: {
    variables: string[];
    explainedVariance: number[];
    points: { pc1: number; pc2: number; kind: PointKind; species: string | null }[];
  } | null;
  log: string[];
}
