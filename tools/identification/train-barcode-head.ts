// CLI: trains the barcode head (k-mer softmax, centroids, k-mer containment), calibrates the match ramp, evaluates and exports
// models/identification/barcode-head.onnx and barcode.json. Usage: npx tsx tools/identification/train-barcode-head.ts [--k=6] [--dry-run]
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { kmerProfile } from '../../workers/identification/barcode.js';
import { barcodeMatch } from '../../workers/identification/barcode-match.js';
import {
  barcodeWindow,
  calibrateRamps,
  containmentGraph,
  KmerPresence,
  presentKmers,
  quantile,
  WINDOW_POSITIONS,
  type RampSample,
} from './barcode-containment.js';
import { loadBarcodeSpecimensWithRefusals, loadForeignBarcodes, type BarcodeSpecimen } from './barcode-specimens.js';
import { loadClasses, MODEL_DIR } from './dataset.js';
import { encodeOnnxModel, mergeGraphs, softmaxHeadGraph, type OnnxGraph } from './onnx-writer.js';
import { predictSoftmax, trainSoftmaxHead } from './softmax-regression.js';

const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((a): [string, string | undefined] => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const K = Number(args.get('k') ?? 6);
const EPOCHS = Number(args.get('epochs') ?? 150);
const LEARNING_RATE = Number(args.get('learning-rate') ?? 0.01);
const L2 = Number(args.get('l2') ?? 1e-3);
const DRY_RUN = args.has('dry-run');
const FEATURES = 4 ** K;
const ONNX_FILE = 'barcode-head.onnx';
/** Mini-barcode windows calibrated and evaluated (bp): users often have only a short COI fragment. */
const WINDOWS = [150, 300];
/** Quantile of a species' leave-one-out conspecific containments (all views) where its ramp reaches match 1. */
const HIGH_QUANTILE = 0.05;
/** Ramp widths tried (containment units); the calibration keeps the one that best separates conspecific from foreign barcodes. */
const WIDTHS = Array.from({ length: 40 }, (_, i) => (i + 1) / 100);

const started = Date.now();
const classes = loadClasses();
const species = classes.filter((c) => c.barcodeIndex !== null).sort((a, b) => a.barcodeIndex! - b.barcodeIndex!);
const S = species.length;
const { specimens, refused } = loadBarcodeSpecimensWithRefusals(classes);
const train = specimens.filter((s) => !s.heldOut);
const heldOut = specimens.filter((s) => s.heldOut);
const foreignCalibration = loadForeignBarcodes(
  { role: 'calibration', perSpecies: 20, perCongenerSpecies: 20 },
  classes,
);
const foreignEvaluation = loadForeignBarcodes({ role: 'evaluation' }, classes);

function profiles(sequences: readonly string[]): Float32Array[] {
  return sequences.map((s) => kmerProfile(s, K));
}
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}
const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

const trainProfiles = profiles(train.map((s) => s.sequence));
const heldOutProfiles = profiles(heldOut.map((s) => s.sequence));

// Class balance by replication: species have 6…551 training barcodes; small species are repeated up to about the median
// count so the loss does not ignore them (the trainer has no sample weights, and repetition keeps it deterministic).
const perSpecies = species.map((c) => train.filter((s) => s.barcodeIndex === c.barcodeIndex).length);
const median = quantile(perSpecies, 0.5);
const rows: number[] = [];
train.forEach((s, i) => {
  const copies = Math.max(1, Math.round(median / perSpecies[s.barcodeIndex]));
  for (let c = 0; c < copies; c++) rows.push(i);
});
const features = new Float32Array(rows.length * FEATURES);
rows.forEach((i, r) => features.set(trainProfiles[i], r * FEATURES));
const head = trainSoftmaxHead(
  {
    features,
    labels: Int32Array.from(rows, (i) => train[i].barcodeIndex),
    rows: rows.length,
    featureCount: FEATURES,
    classCount: S,
  },
  {
    epochs: EPOCHS,
    learningRate: LEARNING_RATE,
    l2: L2,
    log: (epoch, loss) => {
      if (epoch % 25 === 0 || epoch === 1) console.log(`epoch ${epoch}: loss ${loss.toFixed(5)}`);
    },
  },
);
const trainingSeconds = (Date.now() - started) / 1000;

// Species centroids: mean of the (unit) training profiles, re-normalised, so profile·centroid is a cosine similarity.
const sums = species.map(() => new Float64Array(FEATURES));
train.forEach((s, i) => trainProfiles[i].forEach((v, j) => (sums[s.barcodeIndex][j] += v)));
const centroids = sums.map((sum) => {
  const norm = Math.sqrt(sum.reduce((a, v) => a + v * v, 0));
  return Float32Array.from(sum, (v) => v / norm);
});
const centroidSimilarities = (profile: Float32Array): number[] => centroids.map((c) => dot(profile, c));

// Match score: k-mer containment, the share of a barcode's distinct 6-mers seen in the predicted species' training barcodes.
// Unlike the cosine to a full-length centroid it does not fall with the barcode's length (a 150 bp fragment of a conspecific
// barcode still consists of the species' k-mers), while a foreign barcode brings k-mers the species never showed.
const presence = new KmerPresence(FEATURES, S);
const trainPresent = trainProfiles.map(presentKmers);
train.forEach((s, i) => presence.add(s.barcodeIndex, trainPresent[i]));

/** The full sequence plus every calibration window of it, so one calibration serves every accepted length. */
const calibrationViews = (sequence: string): string[] => [
  sequence,
  ...WINDOWS.flatMap((length) => WINDOW_POSITIONS.map((where) => barcodeWindow(sequence, length, where))),
];

// Conspecific: every view of each training barcode against its own species with that barcode left out (a barcode among
// its own references looks more typical than a new one; matters most for Danaus plexippus, 6 barcodes).
const conspecific: RampSample[] = train.flatMap((s, i) =>
  calibrationViews(s.sequence).map((view) => ({
    species: s.barcodeIndex,
    value: presence.containment(presentKmers(kmerProfile(view, K)), s.barcodeIndex, trainPresent[i]),
  })),
);
// Foreign: what the runtime would read — containment in the species the head predicts for that view.
interface Scored {
  readonly order: number[];
  readonly probability: number;
  readonly containment: number;
}
function score(sequence: string): Scored {
  const profile = kmerProfile(sequence, K);
  const p = predictSoftmax(head, profile);
  const order = [...p.keys()].sort((a, b) => p[b] - p[a]);
  return { order, probability: p[order[0]], containment: presence.containment(presentKmers(profile), order[0]) };
}
const foreignCalibrationScored = foreignCalibration.flatMap((f) => calibrationViews(f.sequence).map(score));
const calibration = calibrateRamps({
  conspecific,
  foreign: foreignCalibrationScored.map((f) => ({ species: f.order[0], value: f.containment })),
  speciesCount: S,
  highQuantile: HIGH_QUANTILE,
  widths: WIDTHS,
});
const { width, ramps: speciesCalibration } = calibration;
const matchOf = (scored: Scored): number => barcodeMatch(scored.containment, speciesCalibration[scored.order[0]]);
console.log(
  `ramp width ${width} (Youden J ${calibration.youdenJ}; ${[0.02, 0.05, 0.1, 0.2].map((w) => `J(${w}) ${calibration.youden(w).toFixed(4)}`).join(', ')})`,
);
const describe = (values: readonly number[]) =>
  [0.01, 0.05, 0.25, 0.5, 0.75, 0.95, 0.99].map((q) => round(quantile(values, q), 3)).join(' ');
console.log(
  `conspecific LOO containment quantiles 1/5/25/50/75/95/99 % (all views): ${describe(conspecific.map((c) => c.value))}`,
);
console.log(
  `foreign (calibration) predicted-species containment quantiles:        ${describe(foreignCalibrationScored.map((f) => f.containment))}`,
);
console.log(
  `match ramps: ${species.map((c, s) => `${c.label} ${speciesCalibration[s].low}→${speciesCalibration[s].high}`).join('; ')}`,
);

// Held-out evaluation: top-1/top-5 and the match of the predicted species.
function evaluate(sequences: readonly string[], truth: readonly BarcodeSpecimen[]) {
  let top1 = 0;
  let top5 = 0;
  const matches: number[] = [];
  const perSpeciesHits = species.map(() => [0, 0]);
  const confusions: { sample_id: string; species: string; predicted: string; probability: number; match: number }[] =
    [];
  sequences.map(score).forEach((scored, i) => {
    const t = truth[i].barcodeIndex;
    const predicted = scored.order[0];
    const match = matchOf(scored);
    matches.push(match);
    perSpeciesHits[t][1] += 1;
    if (predicted === t) {
      top1 += 1;
      perSpeciesHits[t][0] += 1;
    } else {
      confusions.push({
        sample_id: truth[i].sampleId,
        species: truth[i].label,
        predicted: species[predicted].label,
        probability: round(scored.probability),
        match: round(match),
      });
    }
    if (scored.order.slice(0, 5).includes(t)) top5 += 1;
  });
  const n = sequences.length;
  return {
    n,
    top1: top1 / n,
    top5: top5 / n,
    perSpeciesHits,
    confusions,
    meanMatch: mean(matches),
    matchAtLeastHalf: matches.filter((m) => m >= 0.5).length / n,
  };
}
const full = evaluate(
  heldOut.map((s) => s.sequence),
  heldOut,
);

function foreignStats(sequences: readonly string[], which: (i: number) => boolean) {
  const picked = foreignEvaluation.filter((_, i) => which(i));
  const scored = sequences.filter((_, i) => which(i)).map(score);
  const matches = scored.map(matchOf);
  return {
    barcodes: picked.length,
    species: new Set(picked.map((f) => f.scientificName)).size,
    mean_match: round(mean(matches)),
    share_with_match_below_0_5: round(matches.filter((m) => m < 0.5).length / Math.max(1, picked.length)),
    mean_max_probability: round(mean(scored.map((f) => f.probability))),
  };
}
const foreignSequences = foreignEvaluation.map((f) => f.sequence);
const foreign = {
  ...foreignStats(foreignSequences, () => true),
  congeners: foreignStats(foreignSequences, (i) => foreignEvaluation[i].congener),
  other_genera: foreignStats(foreignSequences, (i) => !foreignEvaluation[i].congener),
};

// Mini-barcodes: a window of each held-out barcode and of each foreign evaluation barcode, from its start, middle and end.
const truncated: Record<
  string,
  {
    top1: number;
    mean_match: number;
    share_with_match_at_least_0_5: number;
    foreign_share_with_match_below_0_5: number;
    foreign_congeners_share_with_match_below_0_5: number;
  }
> = {};
for (const length of WINDOWS) {
  for (const where of WINDOW_POSITIONS) {
    const r = evaluate(
      heldOut.map((s) => barcodeWindow(s.sequence, length, where)),
      heldOut,
    );
    const windows = foreignSequences.map((f) => barcodeWindow(f, length, where));
    truncated[`${length}bp_${where}`] = {
      top1: round(r.top1),
      mean_match: round(r.meanMatch),
      share_with_match_at_least_0_5: round(r.matchAtLeastHalf),
      foreign_share_with_match_below_0_5: foreignStats(windows, () => true).share_with_match_below_0_5,
      foreign_congeners_share_with_match_below_0_5: foreignStats(windows, (i) => foreignEvaluation[i].congener)
        .share_with_match_below_0_5,
    };
  }
}

// ONNX: one graph, softmax head, a MatMul with the [features × species] matrix of unit centroids (kept for comparison and
// older manifests) and the containment of the query's k-mers in each species' training k-mers.
const centroidMatrix = new Float32Array(FEATURES * S);
centroids.forEach((c, s) => c.forEach((v, j) => (centroidMatrix[j * S + s] = v)));
const centroidGraph: OnnxGraph = {
  name: 'barcode_centroids',
  inputs: [{ name: 'kmer_profile', shape: ['batch', FEATURES] }],
  outputs: [{ name: 'centroid_similarity', shape: ['batch', S] }],
  initializers: [{ name: 'barcode_centroids', dims: [FEATURES, S], data: centroidMatrix }],
  nodes: [{ op: 'MatMul', inputs: ['kmer_profile', 'barcode_centroids'], outputs: ['centroid_similarity'] }],
};
const graph = mergeGraphs('barcode_head', [
  softmaxHeadGraph({
    name: 'barcode_softmax',
    input: 'kmer_profile',
    output: 'probabilities',
    features: FEATURES,
    classes: S,
    weights: head.weights,
    bias: head.bias,
  }),
  centroidGraph,
  containmentGraph({
    input: 'kmer_profile',
    output: 'kmer_containment',
    features: FEATURES,
    species: S,
    matrix: presence.matrix(),
  }),
]);
const onnx = encodeOnnxModel(graph, {
  producer: 'lepidoptera-api/train-barcode-head',
  producerVersion: '1',
  docString: `COI barcode head: L2-normalised ${K}-mer profile → softmax over ${S} species, cosine similarity to each species' training centroid and share of the barcode's k-mers seen in each species' training barcodes`,
  metadata: { k: String(K), species: JSON.stringify(species.map((c) => c.label)) },
});
const sha256 = createHash('sha256').update(onnx).digest('hex');

// Check the exported graph against the training-side arithmetic on every held-out barcode.
const session = await ort.InferenceSession.create(onnx);
const batch = new Float32Array(heldOut.length * FEATURES);
heldOutProfiles.forEach((p, i) => batch.set(p, i * FEATURES));
const out = await session.run({ kmer_profile: new ort.Tensor('float32', batch, [heldOut.length, FEATURES]) });
let probabilityDiff = 0;
let similarityDiff = 0;
let containmentDiff = 0;
heldOutProfiles.forEach((p, i) => {
  const expected = predictSoftmax(head, p);
  const sims = centroidSimilarities(p);
  const present = presentKmers(p);
  for (let s = 0; s < S; s++) {
    probabilityDiff = Math.max(
      probabilityDiff,
      Math.abs((out.probabilities.data as Float32Array)[i * S + s] - expected[s]),
    );
    similarityDiff = Math.max(
      similarityDiff,
      Math.abs((out.centroid_similarity.data as Float32Array)[i * S + s] - sims[s]),
    );
    containmentDiff = Math.max(
      containmentDiff,
      Math.abs((out.kmer_containment.data as Float32Array)[i * S + s] - presence.containment(present, s)),
    );
  }
});

const pct = (x: number) => `${(100 * x).toFixed(2)} %`;
console.log(
  `k=${K}: ${train.length} training barcodes (${rows.length} rows after balancing), ${heldOut.length} held out, ${refused.length} refused`,
);
console.log(
  `held-out top-1 ${pct(full.top1)}, top-5 ${pct(full.top5)} (target ≥ 98 %: ${full.top1 >= 0.98 ? 'met' : 'NOT met'}); held-out mean match ${full.meanMatch.toFixed(3)}, share ≥ 0.5: ${pct(full.matchAtLeastHalf)}`,
);
for (const c of full.confusions)
  console.log(`  confusion: ${c.sample_id} ${c.species} → ${c.predicted} (p ${c.probability}, match ${c.match})`);
console.log(`foreign evaluation: ${JSON.stringify(foreign)}`);
console.log(`truncated held-out: ${JSON.stringify(truncated)}`);
console.log(
  `ONNX vs JS: max |Δp| ${probabilityDiff.toExponential(2)}, max |Δsimilarity| ${similarityDiff.toExponential(2)}, max |Δcontainment| ${containmentDiff.toExponential(2)}`,
);
console.log(
  `ONNX ${onnx.length} bytes, sha256 ${sha256}; training ${trainingSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (probabilityDiff > 1e-4 || similarityDiff > 1e-4 || containmentDiff > 1e-4)
  throw new Error('exported graph disagrees with the trained head');

const card = {
  k: K,
  feature_count: FEATURES,
  file: ONNX_FILE,
  sha256,
  inputs: { kmer_profile: ['batch', FEATURES] },
  outputs: { probabilities: ['batch', S], centroid_similarity: ['batch', S], kmer_containment: ['batch', S] },
  species: species.map((c) => c.label),
  match: {
    /** In barcodeIndex order (the order of `species`): the ramp of the top-probability species applies. */
    calibration: speciesCalibration,
    output: 'kmer_containment',
    rule: "match = clamp((c − low) / (high − low), 0, 1), c = kmer_containment of the top-probability species (share of the barcode's distinct k-mers seen in that species' training barcodes), low/high of that species (workers/identification/barcode-match.ts)",
    calibration_views: `each barcode at full length and as ${WINDOWS.join(' and ')} bp windows from its ${WINDOW_POSITIONS.join('/')}`,
    high_from: `${HIGH_QUANTILE * 100} % quantile of the species' leave-one-out containments of all views of its training barcodes`,
    low_from: `high − width; one width for all species, chosen from ${WIDTHS[0]}…${WIDTHS[WIDTHS.length - 1]} to maximise Youden's J of match ≥ 0.5 (all views: training barcodes leave-one-out vs foreign calibration barcodes)`,
    width,
    youden_j: calibration.youdenJ,
    calibration_foreign_barcodes: foreignCalibration.length,
    calibration_foreign_species: new Set(foreignCalibration.map((f) => f.scientificName)).size,
  },
  training: {
    specimens: train.length,
    rows_after_balancing: rows.length,
    per_species: Object.fromEntries(species.map((c, i) => [c.label, perSpecies[i]])),
    epochs: EPOCHS,
    learning_rate: LEARNING_RATE,
    l2: L2,
    final_loss: round(head.finalLoss, 6),
    refused_sequences: refused,
  },
  evaluation: {
    held_out_specimens: full.n,
    top1: round(full.top1),
    top5: round(full.top5),
    per_species_top1: Object.fromEntries(
      species.map((c, i) => [c.label, round(full.perSpeciesHits[i][0] / full.perSpeciesHits[i][1])]),
    ),
    confusions: full.confusions,
    held_out_mean_match: round(full.meanMatch),
    held_out_share_with_match_at_least_0_5: round(full.matchAtLeastHalf),
    foreign,
    truncated,
    onnx_max_abs_probability_difference: Number(probabilityDiff.toExponential(2)),
    onnx_max_abs_containment_difference: Number(containmentDiff.toExponential(2)),
  },
};
if (!DRY_RUN) {
  mkdirSync(MODEL_DIR, { recursive: true });
  writeFileSync(join(MODEL_DIR, ONNX_FILE), onnx);
  writeFileSync(join(MODEL_DIR, 'barcode.json'), `${JSON.stringify(card, null, 2)}\n`);
  console.log(`wrote ${join(MODEL_DIR, ONNX_FILE)} and barcode.json`);
}
