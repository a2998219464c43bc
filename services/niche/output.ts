// A finished analysis as the API shows it: results rows, visualization data, and the result files' contents.
import type { Schema } from '../../generated/operations.js';
import type { NicheOutput } from '../../workers/niche-analysis.js';

/** Most map / PCA points sent back (the rest are summarised in the report); keeps answers bounded. */
const MAX_POINTS = 5000;

export function visualizations(
  jobId: string,
  output: NicheOutput,
  independence: boolean,
): Schema<'NicheVisualizations'> {
  const identified = new Map<string, number>();
  for (const r of output.results) identified.set(r.speciesIdentified, (identified.get(r.speciesIdentified) ?? 0) + 1);
  return {
    jobId,
    probabilitySeries: output.results.map((r) => ({
      queryId: r.queryId,
      species: r.speciesIdentified,
      pBk: r.pBk,
      pEk: r.pEk,
      tsi: r.tsi,
      ci: independence ? r.ciUnc : r.ciCor,
    })),
    speciesSummary: output.species.map((s) => ({ ...s, queriesIdentified: identified.get(s.species) ?? 0 })),
    mapPoints: output.points
      .slice(0, MAX_POINTS)
      .map(({ lat, lon, kind, species, queryId }) => ({ lat, lon, kind, species, queryId })),
    pcaPreview: output.pca ? { ...output.pca, points: output.pca.points.slice(0, MAX_POINTS) } : null,
  };
}

function csvField(value: string | number | null): string {
  if (value === null) return 'NA';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The NicheBarcoding result table: the R package's column names, 4 decimals, NA for missing values. */
export function resultsCsv(output: NicheOutput, independence: boolean): string {
  const ci = independence ? 'Prob(Sid).CI.unc' : 'Prob(Sid).CI.cor';
  const lines = [['queID', 'species.identified', 'P(Bk)', 'min(P(EK))', 'P(Ek)', 'Prob(Sid).TSI', ci].join(',')];
  for (const r of output.results) {
    lines.push(
      [r.queryId, r.speciesIdentified, r.pBk, r.minPEk, r.pEk, r.tsi, independence ? r.ciUnc : r.ciCor]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

export function report(
  job: { jobId: string; workflow: string; model: string; seed: number; options: unknown },
  output: NicheOutput,
  seconds: number,
) {
  return {
    jobId: job.jobId,
    method:
      'NBSI (NicheBarcoding): naive Bayes barcode probability, per-species random-forest niche probability, TSI and CI scores',
    workflow: job.workflow,
    model: job.model,
    seed: job.seed,
    options: job.options,
    variables: output.variables,
    analysisSeconds: Math.round(seconds * 1000) / 1000,
    species: output.species,
    results: output.results,
    pointCounts: output.points.reduce<Record<string, number>>(
      (acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }),
      {},
    ),
  };
}
