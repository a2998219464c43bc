// The NBSI engine (NicheBarcoding method), the piscina task 'niche-analysis': naive Bayes over aligned COI,
// per-species random-forest niche models, TSI / CI scores. Pure and seeded: same inputs + seed → same outputs.
import type { NicheInput, NicheOutput, QueryResult, Reference } from './niche/types.js';
import { createRandom, randInt, round4 } from './niche/random.js';
import { trainNaiveBayes } from './niche/naive-bayes.js';
import { PresencePoint, dedupPoints, fillPresences, spans } from './niche/presence.js';
import { selectVariables } from './niche/variables.js';
import { pseudoAbsences, syntheticBackground } from './niche/pseudo-absences.js';
import { Forest, trainForest } from './niche/random-forest.js';
import { gridLookup } from './niche/environment.js';
import { pca } from './niche/pca.js';

export type * from './niche/types.js';

export type Progress = (stage: string, fraction: number) => void;

export function analyse(input: NicheInput, progress: Progress = () => undefined): NicheOutput {
  const random = createRandom(input.seed);
  const log: string[] = [];
  const env = input.environment;
  const trees = input.trees ?? 500;

  // P(B): naive Bayes (NBSI) or the prior identifications (NBSI2)
  progress('barcode_probabilities', 0.05);
  const barcode = new Map<string, { species: string; pBk: number; all: Map<string, number> }>();
  if (input.workflow === 'NBSI') {
    const model = trainNaiveBayes(
      input.references.filter((r) => r.sequence).map((r) => ({ species: r.species, sequence: r.sequence! })),
    );
    for (const q of input.queries) {
      const probs = model.predict(q.sequence ?? '');
      let best = 0;
      for (let c = 1; c < probs.length; c += 1) if (probs[c] > probs[best]) best = c;
      barcode.set(q.id, {
        species: model.species[best],
        pBk: probs[best],
        all: new Map(model.species.map((s, c) => [s, probs[c]])),
      });
    }
    log.push(
      `naive Bayes: ${input.references.length} references, ${model.species.length} species, ${input.queries.length} queries`,
    );
  } else {
    for (const prior of input.priors ?? []) {
      barcode.set(prior.queryId, {
        species: prior.species,
        pBk: prior.probability,
        all: new Map([[prior.species, prior.probability]]),
      });
    }
    log.push(`prior identifications: ${barcode.size}`);
  }

  // presence points and their environment values
  progress('presence_points', 0.15);
  const speciesList = [...new Set(input.references.map((r) => r.species))].sort();
  const lookup = env.kind === 'grid' ? gridLookup(env) : null;
  const points: NicheOutput['points'] = [];
  const presenceEnv = new Map<string, number[][]>();
  const located = (r: { lon: number | null; lat: number | null }): r is { lon: number; lat: number } =>
    r.lon !== null && r.lat !== null;
  const rawPoints = new Map<string, PresencePoint[]>();
  for (const species of speciesList) {
    const refs = input.references.filter(
      (r): r is Reference & { lon: number; lat: number } => r.species === species && located(r),
    );
    const extra = input.extraPoints.filter((e) => e.species === species);
    rawPoints.set(
      species,
      dedupPoints([
        ...refs.map((r) => ({ lon: r.lon, lat: r.lat, kind: 'reference' as const })),
        ...extra.map((e) => ({ lon: e.lon, lat: e.lat, kind: 'additional' as const })),
      ]),
    );
  }
  const spanList = [...rawPoints.values()].filter((pts) => pts.length > 0).map(spans);
  const meanOf = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1);
  const meanSpan = {
    lon: meanOf(spanList.map((s) => s.lon).filter((v) => v !== 0)),
    lat: meanOf(spanList.map((s) => s.lat).filter((v) => v !== 0)),
  };

  for (const species of speciesList) {
    let rows: number[][] = [];
    if (env.kind === 'grid') {
      const filled = fillPresences(
        rawPoints.get(species)!,
        10,
        meanSpan,
        (lon, lat) => lookup!(lon, lat) !== null,
        random,
      );
      for (const pt of filled) {
        const values = lookup!(pt.lon, pt.lat);
        points.push({ lon: pt.lon, lat: pt.lat, kind: pt.kind, species, queryId: null, env: values });
        if (values) rows.push(values);
      }
    } else {
      // user tables: values exist only at the specimens; duplicates at 2 decimals count once
      const refs = input.references.filter((r) => r.species === species && env.reference[r.id]);
      const kept = dedupPoints(refs.map((r, i) => ({ lon: r.lon ?? 1000 + i, lat: r.lat ?? 0, r })));
      for (const { r } of kept) {
        rows.push(env.reference[r.id]);
        if (located(r))
          points.push({ lon: r.lon, lat: r.lat, kind: 'reference', species, queryId: null, env: env.reference[r.id] });
      }
    }
    if (rows.length === 1) rows = [rows[0], rows[0]];
    presenceEnv.set(species, rows);
  }

  // variable selection over all presence values
  const allRows = [...presenceEnv.values()].flat();
  let kept = env.variables.map((_, i) => i);
  if (input.variableSelection === 'SELECT' && allRows.length > 2) {
    kept = selectVariables(
      env.variables.map((_, k) => allRows.map((r) => r[k])),
      random,
    );
  }
  const pick = (row: number[]) => kept.map((k) => row[k]);
  const variables = kept.map((k) => env.variables[k]);
  log.push(`variables (${input.variableSelection}): ${variables.join(', ')}`);

  // background for pseudo-absences
  const background: number[][] = [];
  if (env.kind === 'grid') {
    const v = env.variables.length;
    const complete: number[] = [];
    for (let c = 0; c < env.lon.length; c += 1) {
      let ok = true;
      for (let k = 0; k < v; k += 1) if (!Number.isFinite(env.values[c * v + k])) ok = false;
      if (ok) complete.push(c);
    }
    for (let i = 0; i < 5000 && complete.length > 0; i += 1) {
      const c = complete[randInt(random, complete.length)];
      background.push(pick(Array.from(env.values.subarray(c * v, c * v + v))));
    }
  }

  // niche models, and why a species has none (its queries' results say so)
  const models = new Map<string, { forest: Forest; minPEk: number }>();
  const noModel = new Map<string, string>();
  speciesList.forEach((species, s) => {
    progress('niche_models', 0.2 + (0.6 * s) / speciesList.length);
    const presences = presenceEnv.get(species)!.map(pick);
    if (presences.length === 0) {
      log.push(`${species}: no presence point with environment values; no niche model`);
      noModel.set(
        species,
        env.kind === 'table'
          ? 'no reference specimen of it has a row in the reference environment table (its seqIDs match none of the reference sequences)'
          : 'no presence point of it has environment values',
      );
      return;
    }
    const bg = env.kind === 'grid' ? background : syntheticBackground(presences, allRows.map(pick), 5000, random);
    const absences = pseudoAbsences(presences, bg, presences.length * 10, random);
    if (absences.length === 0) {
      log.push(`${species}: no pseudo-absence outside the presences' range; no niche model`);
      noModel.set(species, "no pseudo-absence outside its presences' environmental range");
      return;
    }
    const forest = trainForest(
      [...presences, ...absences],
      [...presences.map(() => 1), ...absences.map(() => 0)],
      trees,
      random,
    );
    const minPEk = Math.min(...presences.map((row) => forest.predict(row)));
    // values such as ±1e308 overflow the model's arithmetic: a model without a finite scale scores nothing
    if (!Number.isFinite(minPEk)) {
      log.push(`${species}: the niche model gives no finite score for its own presences; no niche model`);
      noModel.set(species, 'its environment values are out of the usable range (the model gives no finite score)');
      return;
    }
    models.set(species, { forest, minPEk });
    log.push(
      `${species}: ${presences.length} presences, ${absences.length} pseudo-absences, min(P(EK)) ${round4(minPEk)}`,
    );
  });

  // scores per query
  progress('scoring', 0.85);
  const results: QueryResult[] = [];
  for (const q of input.queries) {
    const id = barcode.get(q.id);
    if (!id) continue;
    const values = env.kind === 'grid' ? (located(q) ? lookup!(q.lon, q.lat) : null) : (env.query[q.id] ?? null);
    points.push(
      ...(located(q)
        ? [{ lon: q.lon, lat: q.lat, kind: 'query' as const, species: id.species, queryId: q.id, env: values }]
        : []),
    );
    const model = models.get(id.species);
    const row: QueryResult = {
      queryId: q.id,
      speciesIdentified: id.species,
      pBk: round4(id.pBk),
      minPEk: null,
      pEk: null,
      tsi: null,
      ciUnc: null,
      ciCor: null,
      warning: null,
    };
    if (!values)
      row.warning =
        env.kind === 'table'
          ? 'No niche scores: the query environment table has no row for this query.'
          : "No niche scores: no environment values at the query's coordinates (missing, or outside the layers).";
    else if (!model) row.warning = `No niche scores: no niche model for ${id.species}: ${noModel.get(id.species)}.`;
    if (model && values) {
      const e = pick(values);
      const pEk = model.forest.predict(e);
      // CF = P(Ek) / min(P(EK)); a model scoring one of its own presences 0 gives no scale, and any P(Ek) reaches it
      const cf = model.minPEk > 0 ? pEk / model.minPEk : 1;
      let pe = 0;
      for (const [species, pb] of id.all) pe += pb * (models.get(species)?.forest.predict(e) ?? 0);
      if (pe === 0) pe = 1e-7;
      row.minPEk = round4(model.minPEk);
      row.pEk = round4(pEk);
      row.tsi = round4(Math.min(1, cf));
      if (input.independence) row.ciUnc = round4(Math.min(1, id.pBk * cf));
      else row.ciCor = round4(Math.min(1, (id.pBk * pEk) / pe));
      // a NaN would be serialised as null: say so rather than leave a silent gap
      if (![row.pEk, row.tsi, input.independence ? row.ciUnc : row.ciCor].every(Number.isFinite)) {
        Object.assign(row, { pEk: null, tsi: null, ciUnc: null, ciCor: null });
        row.warning = "No niche scores: the query's environment values are out of the usable range (no finite score).";
      }
    }
    results.push(row);
  }

  // PCA preview over every point with values
  progress('writing_results', 0.95);
  const withEnv = points.filter((pt) => pt.env);
  const tablePoints = env.kind === 'table' ? input.queries.filter((q) => env.query[q.id] && !located(q)) : [];
  const pcaRows = withEnv.map((pt) => pick(pt.env!));
  const projected = variables.length >= 2 ? pca(pcaRows) : null;
  const pcaOut = projected
    ? {
        variables,
        explainedVariance: projected.explained.map(round4),
        points: withEnv.map((pt, i) => ({
          pc1: round4(projected.scores[i][0]),
          pc2: round4(projected.scores[i][1]),
          kind: pt.kind,
          species: pt.species,
        })),
      }
    : null;
  if (tablePoints.length) log.push(`${tablePoints.length} queries without coordinates are left off the map`);

  const species = speciesList.map((s) => ({
    species: s,
    references: input.references.filter((r) => r.species === s).length,
    presencePoints: presenceEnv.get(s)!.length,
    minPEk: models.has(s) ? round4(models.get(s)!.minPEk) : null,
  }));
  return { variables, results, species, points, pca: pcaOut, log };
}

/** The piscina entry: one analysis per task. */
export default function run(input: NicheInput): NicheOutput {
  return analyse(input);
}
