// Turns a job's uploaded files (already checked at upload) and its options into the engine's input.
import type { Schema } from '../../generated/operations.js';
import type { NicheInput } from '../../workers/niche-analysis.js';
import {
  parseEnvironment,
  parseFasta,
  parsePoints,
  parsePriors,
  parseSequenceCsv,
  type FileIssue,
  type Parsed,
} from './parsers.js';
import { ENVIRONMENT_SOURCES, type EnvironmentLayer, type NicheLimits, type RoleKind } from './schemas.js';

/** The parser of each role, with the record type it gives. */
const PARSERS = {
  // FASTA, or the CSV of the downloadable template
  referenceSequences: (text: string, limits: NicheLimits) =>
    text
      .trimStart()
      .replace(/^\uFEFF/, '')
      .startsWith('>')
      ? parseFasta(text, 'reference', limits.maxSequences)
      : parseSequenceCsv(text, limits.maxSequences),
  querySequences: (text: string, limits: NicheLimits) => parseFasta(text, 'query', limits.maxQueries),
  identifications: (text: string, limits: NicheLimits) => parsePriors(text, limits.maxQueries),
  referencePoints: (text: string, limits: NicheLimits) => parsePoints(text, true, limits.maxSequences),
  queryPoints: (text: string, limits: NicheLimits) => parsePoints(text, false, limits.maxQueries),
  extraPoints: (text: string, limits: NicheLimits) => parsePoints(text, true, limits.maxPoints),
  referenceEnvironment: (text: string, limits: NicheLimits) => parseEnvironment(text, limits.maxSequences),
  queryEnvironment: (text: string, limits: NicheLimits) => parseEnvironment(text, limits.maxQueries),
} satisfies Record<RoleKind, (text: string, limits: NicheLimits) => Parsed<unknown>>;

/** Parses one file of a role; the upload handler and the run share it. */
export function parseRole(role: RoleKind, text: string, limits: NicheLimits): Parsed<unknown> {
  return PARSERS[role](text, limits);
}

export type Grid = { lon: Float64Array; lat: Float64Array; values: Float64Array };

export interface BuildOptions {
  workflow: string;
  seed: number;
  independence: boolean;
  variableSelection: Schema<'VariableSelection'>;
  environmentSource: string | null;
}

/** A problem that makes the run impossible: the job fails with this message. */
export class InputError extends Error {}

function ensureNoErrors(role: string, issues: FileIssue[]): void {
  const first = issues.find((i) => i.severity === 'error');
  if (first) throw new InputError(`${role}: line ${first.line ?? '-'}: ${first.message}`);
}

export async function buildInput(
  texts: Partial<Record<RoleKind, string>>,
  options: BuildOptions,
  limits: NicheLimits,
  loadGrid: (layer: EnvironmentLayer) => Promise<Grid>,
): Promise<NicheInput> {
  /** The records of a role's file (null when none was uploaded); a file with errors makes the run impossible. */
  const read = <T>(role: RoleKind, parse: (text: string, limits: NicheLimits) => Parsed<T>): T | null => {
    const text = texts[role];
    if (text === undefined) return null;
    const result = parse(text, limits);
    ensureNoErrors(role, result.issues);
    return result.records;
  };
  const required = <T>(role: RoleKind, parse: (text: string, limits: NicheLimits) => Parsed<T>): T => {
    const records = read(role, parse);
    if (records === null) throw new InputError(`The ${role} file is missing.`);
    return records;
  };
  const input: NicheInput = {
    workflow: options.workflow === 'NBSI2' ? 'NBSI2' : 'NBSI',
    seed: options.seed,
    independence: options.independence,
    variableSelection: options.variableSelection,
    references: [],
    queries: [],
    extraPoints: [],
    environment: { kind: 'table', variables: [], reference: {}, query: {} },
  };
  if (input.workflow === 'NBSI') {
    input.references = required('referenceSequences', PARSERS.referenceSequences).map((r) => ({
      id: r.id,
      species: r.species!,
      lon: r.lon,
      lat: r.lat,
      sequence: r.sequence.toUpperCase(),
    }));
    input.queries = required('querySequences', PARSERS.querySequences).map((r) => ({
      id: r.id,
      lon: r.lon,
      lat: r.lat,
      sequence: r.sequence.toUpperCase(),
    }));
  } else {
    const priors = required('identifications', PARSERS.identifications);
    input.priors = priors.map(({ queryId, species, probability }) => ({ queryId, species, probability }));
    input.references = required('referencePoints', PARSERS.referencePoints).map((p, i) => ({
      id: p.id ?? `row-${p.line}-${i}`,
      species: p.species!,
      lon: p.lon,
      lat: p.lat,
      sequence: null,
    }));
    const points = new Map(read('queryPoints', PARSERS.queryPoints)?.map((p) => [p.id, p]) ?? []);
    input.queries = priors.map((p) => ({
      id: p.queryId,
      lon: points.get(p.queryId)?.lon ?? null,
      lat: points.get(p.queryId)?.lat ?? null,
      sequence: null,
    }));
  }
  const extra = read('extraPoints', PARSERS.extraPoints);
  input.extraPoints = (extra ?? [])
    .filter((p) => p.lon !== null && p.lat !== null)
    .map((p) => ({ species: p.species!, lon: p.lon!, lat: p.lat! }));

  const refEnv = read('referenceEnvironment', PARSERS.referenceEnvironment);
  const queEnv = read('queryEnvironment', PARSERS.queryEnvironment);
  if (refEnv && queEnv) {
    const variables = refEnv.variables.filter((v) => queEnv.variables.includes(v));
    if (variables.length === 0) throw new InputError('The environment tables share no variable column.');
    const pickRow = (table: typeof refEnv, values: number[]) =>
      variables.map((v) => values[table.variables.indexOf(v)]);
    input.environment = {
      kind: 'table',
      variables,
      reference: Object.fromEntries(refEnv.rows.map((r) => [r.id, pickRow(refEnv, r.values)])),
      query: Object.fromEntries(queEnv.rows.map((r) => [r.id, pickRow(queEnv, r.values)])),
    };
    if (input.workflow === 'NBSI2') {
      // NBSI2 with tables: reference species may come from the table itself when no point names them
      const known = new Set(input.references.map((r) => r.id));
      for (const row of refEnv.rows)
        if (!known.has(row.id) && row.species)
          input.references.push({ id: row.id, species: row.species, lon: null, lat: null, sequence: null });
    }
  } else {
    const source = ENVIRONMENT_SOURCES.find((s) => s.id === options.environmentSource) ?? ENVIRONMENT_SOURCES[0];
    const grid = await loadGrid(source.layer);
    input.environment = {
      kind: 'grid',
      variables: source.variables.map((v) => v.id),
      resolution: source.resolutionDegrees,
      ...grid,
    };
  }
  if (input.references.length === 0) throw new InputError('No reference specimen to build niche models from.');
  if (input.queries.length === 0) throw new InputError('No query to identify.');
  checkBudget(input);
  return input;
}

/** Naive Bayes keeps a count per column × symbol × species and scores every query against every species. */
const MAX_TABLE_CELLS = 200_000_000;
const MAX_SCORING_STEPS = 5_000_000_000;

/** Rejects inputs whose analysis would need unbounded memory or hours of CPU, before any work starts. */
function checkBudget(input: NicheInput): void {
  if (input.workflow !== 'NBSI') return;
  const species = new Set(input.references.map((r) => r.species)).size;
  const length = Math.max(0, ...input.references.map((r) => r.sequence?.length ?? 0));
  if (species * length * 20 > MAX_TABLE_CELLS) {
    throw new InputError(
      `${species} species × ${length} aligned positions is more than this server analyses in one job; split the references.`,
    );
  }
  if (species * length * input.queries.length > MAX_SCORING_STEPS) {
    throw new InputError(
      `${input.queries.length} queries against ${species} species × ${length} positions is more than this server analyses in one job; split the queries.`,
    );
  }
}
