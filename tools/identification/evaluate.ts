// Evaluates the identification model through the service's own inference code on held-out data: photos (valid+test
// splits), held-out barcode specimens, photo+barcode pairs (fusion) and barcodes of species outside the model.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { PriorRecordRow } from '../../db/identification/repo.js';
import {
  type BarcodeEvidence,
  type FusedScores,
  fuseScores,
  topClasses,
  type IdentificationMode,
} from '../../workers/identification/fusion.js';
import { prepareImage } from '../../workers/identification/image.js';
import {
  classifyBarcode,
  classifyImage,
  loadModels,
  type ImageEvidence,
  type LoadedModels,
} from '../../workers/identification/models.js';
import { decideScope, type ScopeReason } from '../../workers/identification/scope.js';
import { fnv1a, loadBarcodeSpecimens, loadForeignBarcodes, type BarcodeSpecimen } from './barcode-specimens.js';
import { reliability, scored, type Reliability } from './calibration.js';
import { evaluatePrior, type PriorEvaluation } from './prior-evaluation.js';
import { loadPhotoIndex, photoPath, photosAvailable, type PhotoRecord } from './dataset.js';

/** Correct answers out of a total: kept as counts so a re-run can be compared exactly. */
export interface Score {
  readonly correct: number;
  readonly total: number;
  readonly rate: number;
}

export interface EvaluationMetrics {
  /** Image-only on the held-out photos (null when the photos are not on this machine). */
  readonly image: { readonly split: 'valid+test'; readonly top1: Score; readonly top5: Score } | null;
  readonly barcode: { readonly held_out_specimens: number; readonly top1: Score; readonly top5: Score };
  /** Each held-out photo of a barcode species paired with a held-out barcode of the same species. */
  readonly fusion: {
    readonly pairs: number;
    readonly image_top1: Score;
    readonly barcode_top1: Score;
    readonly fusion_top1: Score;
    readonly mean_sequence_contribution: number;
  } | null;
  /** Held-out photos paired with barcodes of species outside the model: the barcode should have little say. */
  readonly foreign_barcodes: {
    readonly pairs: number;
    readonly image_top1: Score;
    readonly fusion_top1: Score;
    readonly mean_sequence_contribution: number;
    readonly mean_match: number;
    /** Foreign barcodes alone (sequence_only) answered out of scope. */
    readonly sequence_only_rejected: Score;
  };
  /** Reliability before/after calibration on data not used to fit it (test photos, the test half of the held-out barcodes). */
  readonly calibration: {
    readonly image: { readonly before: Reliability; readonly after: Reliability } | null;
    readonly barcode: { readonly before: Reliability; readonly after: Reliability };
    readonly fused: { readonly before: Reliability; readonly after: Reliability } | null;
  };
  /** The served open-set rule on the test photos (all in scope) and on synthetic images that are no butterfly. */
  readonly scope: {
    readonly test_photos_rejected: Score;
    readonly non_butterfly: readonly {
      readonly image: string;
      readonly in_scope: boolean;
      readonly reason: ScopeReason | null;
    }[];
  } | null;
  readonly prior: PriorEvaluation | null;
}

export const TARGETS = {
  imageTop1: 0.95,
  imageTop5: 0.97,
  barcodeTop1: 0.98,
  /** Open set, species held out from training: at most this share of in-scope photos rejected… */
  inScopeRejectedMax: 0.1,
  /** …while at least this share of photos of never-seen species is. */
  unknownRejectedMin: 0.7,
} as const;

/** The leave-species-out figures train-image-head.ts writes to image.json. */
export interface LeaveSpeciesOut {
  readonly in_scope_rejected: { readonly count: number; readonly total: number; readonly rate: number };
  readonly unknown_rejected: { readonly count: number; readonly total: number; readonly rate: number };
}

function score(correct: number, total: number): Score {
  return { correct, total, rate: total ? Math.round((correct / total) * 10_000) / 10_000 : 0 };
}

function rankOf(fused: FusedScores, classIndex: number): number {
  return topClasses(fused.scores, fused.scores.length, fused.tiebreak).findIndex((r) => r.classIndex === classIndex);
}

class Tally {
  private correct = 0;
  private total = 0;
  add(hit: boolean): void {
    this.total += 1;
    if (hit) this.correct += 1;
  }
  get score(): Score {
    return score(this.correct, this.total);
  }
}

async function imageEvidence(models: LoadedModels, photos: readonly PhotoRecord[]): Promise<ImageEvidence[]> {
  const out: ImageEvidence[] = [];
  for (const photo of photos) out.push(await evidenceOf(models, readFileSync(photoPath(photo)), photo.file));
  return out;
}

async function evidenceOf(models: LoadedModels, bytes: Uint8Array, name: string): Promise<ImageEvidence> {
  const prepared = await prepareImage(bytes);
  if (!prepared.ok) throw new Error(`${name}: ${prepared.reason}`);
  return classifyImage(models, prepared.pixels);
}

/** Held-out barcode specimens split in two by a hash: `valid` fits the barcode temperature, `test` reports it. */
export const barcodeHalf = (s: BarcodeSpecimen): 'valid' | 'test' =>
  fnv1a(`calibration:${s.sampleId}`) % 2 ? 'test' : 'valid';

/** Synthetic images that show no butterfly (labelled as such): what the open-set rule must reject. */
export async function nonButterflyImages(): Promise<{ name: string; bytes: Buffer }[]> {
  const size = 224;
  const noise = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();
  const flat = (colour: string) =>
    sharp({ create: { width: size, height: size, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  const text = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="white"/>` +
        `<text x="10" y="60" font-family="sans-serif" font-size="28" fill="black">Invoice 2024</text>` +
        `<text x="10" y="110" font-family="sans-serif" font-size="20" fill="black">Total: 1,250.00 EUR</text>` +
        `<text x="10" y="160" font-family="serif" font-size="20" fill="black">Lorem ipsum dolor sit</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
  return [
    { name: 'gaussian noise', bytes: noise },
    { name: 'flat green', bytes: await flat('#3a7d44') },
    { name: 'flat white', bytes: await flat('#ffffff') },
    { name: 'flat black', bytes: await flat('#000000') },
    { name: 'text on white', bytes: text },
  ];
}

const mean = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10_000) / 10_000 : 0;

export interface EvaluationOptions {
  readonly photos?: boolean;
  /** Occurrence records of the classes (db/identification/repo.ts): with them the place/date prior is evaluated too. */
  readonly records?: readonly PriorRecordRow[] | null;
}

export async function evaluateModel(modelDir: string, options: EvaluationOptions = {}): Promise<EvaluationMetrics> {
  const models = await loadModels(modelDir);
  const manifest = models.manifest;
  const usePhotos = (options.photos ?? true) && photosAvailable();

  const specimens = loadBarcodeSpecimens().filter((s) => s.heldOut);
  const barcodeTop1 = new Tally();
  const barcodeTop5 = new Tally();
  const evidenceBySpecies = new Map<number, BarcodeEvidence[]>();
  const testBarcodes = new Map<number, BarcodeEvidence[]>();
  const barcodeBefore: ReturnType<typeof scored>[] = [];
  const barcodeAfter: ReturnType<typeof scored>[] = [];
  for (const specimen of specimens) {
    const evidence = await classifyBarcode(models, specimen.sequence);
    if (barcodeHalf(specimen) === 'test') {
      barcodeBefore.push(scored(evidence.raw ?? evidence.probabilities, specimen.classIndex));
      barcodeAfter.push(scored(evidence.probabilities, specimen.classIndex));
      testBarcodes.set(specimen.classIndex, [...(testBarcodes.get(specimen.classIndex) ?? []), evidence]);
    }
    const rank = rankOf(fuseScores('sequence_only', null, evidence), specimen.classIndex);
    barcodeTop1.add(rank === 0);
    barcodeTop5.add(rank < 5);
    evidenceBySpecies.set(specimen.classIndex, [...(evidenceBySpecies.get(specimen.classIndex) ?? []), evidence]);
  }
  const barcode = { held_out_specimens: specimens.length, top1: barcodeTop1.score, top5: barcodeTop5.score };

  const foreign = loadForeignBarcodes({ role: 'evaluation' });
  const foreignEvidence: BarcodeEvidence[] = [];
  for (const f of foreign) foreignEvidence.push(await classifyBarcode(models, f.sequence));
  const barcodeCalibration = { before: reliability(barcodeBefore), after: reliability(barcodeAfter) };
  const foreignAlone = new Tally();
  for (const e of foreignEvidence)
    foreignAlone.add(
      !decideScope(manifest.image.scope, { imageScore: null, barcodeMatch: e.match, imageClassHasBarcodes: false })
        .inScope,
    );

  if (!usePhotos) {
    return {
      image: null,
      barcode,
      fusion: null,
      foreign_barcodes: { ...foreignOnly(foreignEvidence), sequence_only_rejected: foreignAlone.score },
      calibration: { image: null, barcode: barcodeCalibration, fused: null },
      scope: null,
      prior: null,
    };
  }

  const photos = loadPhotoIndex().filter((p) => p.split !== 'train');
  const images = await imageEvidence(models, photos);
  const probabilities = images.map((e) => e.probabilities);
  const imageTop1 = new Tally();
  const imageTop5 = new Tally();
  photos.forEach((photo, i) => {
    const rank = rankOf(fuseScores('image_only', probabilities[i], null), photo.classIndex);
    imageTop1.add(rank === 0);
    imageTop5.add(rank < 5);
  });

  // fusion: photo i of a species takes that species' held-out barcodes in turn
  const pairImage = new Tally();
  const pairBarcode = new Tally();
  const pairFusion = new Tally();
  const contributions: number[] = [];
  const used = new Map<number, number>();
  photos.forEach((photo, i) => {
    const pool = evidenceBySpecies.get(photo.classIndex);
    if (!pool?.length) return;
    const turn = used.get(photo.classIndex) ?? 0;
    used.set(photo.classIndex, turn + 1);
    const evidence = pool[turn % pool.length];
    const fusedTemperature = manifest.fusion.temperature;
    const top = (mode: IdentificationMode) =>
      rankOf(fuseScores(mode, probabilities[i], evidence, fusedTemperature), photo.classIndex) === 0;
    pairImage.add(top('image_only'));
    pairBarcode.add(top('sequence_only'));
    pairFusion.add(top('multimodal_fusion'));
    contributions.push(
      fuseScores('multimodal_fusion', probabilities[i], evidence, fusedTemperature).sequenceContribution,
    );
  });

  // calibration on the test photos and test-half barcodes: before = the uncalibrated sides and fusion, after = as served
  const imageBefore: ReturnType<typeof scored>[] = [];
  const imageAfter: ReturnType<typeof scored>[] = [];
  const fusedBefore: ReturnType<typeof scored>[] = [];
  const fusedAfter: ReturnType<typeof scored>[] = [];
  const testTurn = new Map<number, number>();
  photos.forEach((photo, i) => {
    if (photo.split !== 'test') return;
    imageBefore.push(scored(images[i].raw, photo.classIndex));
    imageAfter.push(scored(images[i].probabilities, photo.classIndex));
    const pool = testBarcodes.get(photo.classIndex);
    if (!pool?.length) return;
    const turn = testTurn.get(photo.classIndex) ?? 0;
    testTurn.set(photo.classIndex, turn + 1);
    const evidence = pool[turn % pool.length];
    const raw = { probabilities: evidence.raw ?? evidence.probabilities, match: evidence.match };
    fusedBefore.push(scored(fuseScores('multimodal_fusion', images[i].raw, raw).scores, photo.classIndex));
    fusedAfter.push(
      scored(
        fuseScores('multimodal_fusion', probabilities[i], evidence, manifest.fusion.temperature).scores,
        photo.classIndex,
      ),
    );
  });

  // the open-set rule as served: test photos are all in scope; synthetic non-butterfly images should not be
  const testRejected = new Tally();
  photos.forEach((photo, i) => {
    if (photo.split === 'test')
      testRejected.add(
        !decideScope(manifest.image.scope, {
          imageScore: images[i].scopeScore,
          barcodeMatch: null,
          imageClassHasBarcodes: false,
        }).inScope,
      );
  });
  const nonButterfly = [];
  for (const image of await nonButterflyImages()) {
    const e = await evidenceOf(models, image.bytes, image.name);
    const decision = decideScope(manifest.image.scope, {
      imageScore: e.scopeScore,
      barcodeMatch: null,
      imageClassHasBarcodes: false,
    });
    nonButterfly.push({ image: image.name, in_scope: decision.inScope, reason: decision.reason });
  }

  // foreign barcodes: paired with the held-out photos in turn
  const foreignImage = new Tally();
  const foreignFusion = new Tally();
  const foreignContributions: number[] = [];
  foreignEvidence.forEach((evidence, j) => {
    const i = j % photos.length;
    const fused = fuseScores('multimodal_fusion', probabilities[i], evidence, manifest.fusion.temperature);
    foreignImage.add(rankOf(fuseScores('image_only', probabilities[i], null), photos[i].classIndex) === 0);
    foreignFusion.add(rankOf(fused, photos[i].classIndex) === 0);
    foreignContributions.push(fused.sequenceContribution);
  });

  return {
    image: { split: 'valid+test', top1: imageTop1.score, top5: imageTop5.score },
    barcode,
    fusion: {
      pairs: contributions.length,
      image_top1: pairImage.score,
      barcode_top1: pairBarcode.score,
      fusion_top1: pairFusion.score,
      mean_sequence_contribution: mean(contributions),
    },
    foreign_barcodes: {
      pairs: foreignEvidence.length,
      image_top1: foreignImage.score,
      fusion_top1: foreignFusion.score,
      mean_sequence_contribution: mean(foreignContributions),
      mean_match: mean(foreignEvidence.map((e) => e.match)),
      sequence_only_rejected: foreignAlone.score,
    },
    calibration: {
      image: { before: reliability(imageBefore), after: reliability(imageAfter) },
      barcode: barcodeCalibration,
      fused: { before: reliability(fusedBefore), after: reliability(fusedAfter) },
    },
    scope: { test_photos_rejected: testRejected.score, non_butterfly: nonButterfly },
    prior: options.records
      ? evaluatePrior(photos, probabilities, options.records, manifest.classes.length, manifest.prior)
      : null,
  };
}

/** Foreign-barcode statistics that need no photo: how much say these barcodes would have at most. */
function foreignOnly(
  evidence: readonly BarcodeEvidence[],
): Omit<EvaluationMetrics['foreign_barcodes'], 'sequence_only_rejected'> {
  return {
    pairs: 0,
    image_top1: score(0, 0),
    fusion_top1: score(0, 0),
    mean_sequence_contribution: 0,
    mean_match: mean(evidence.map((e) => e.match)),
  };
}

/** The targets of the issue, as lines saying met / not met. */
export function checkTargets(
  m: EvaluationMetrics,
  image?: { readonly scope: { readonly leave_species_out: LeaveSpeciesOut } },
): { line: string; met: boolean }[] {
  const lines: { line: string; met: boolean }[] = [];
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  if (image) {
    const { in_scope_rejected: inScope, unknown_rejected: unknown } = image.scope.leave_species_out;
    lines.push({
      line: `open set (species held out from training): in-scope photos rejected ${pct(inScope.rate)} (target ≤ ${pct(TARGETS.inScopeRejectedMax)}), never-seen species rejected ${pct(unknown.rate)} (target ≥ ${pct(TARGETS.unknownRejectedMin)})`,
      met: inScope.rate <= TARGETS.inScopeRejectedMax && unknown.rate >= TARGETS.unknownRejectedMin,
    });
  }
  if (m.scope) {
    const rejected = m.scope.non_butterfly.filter((n) => !n.in_scope).length;
    lines.push({
      line: `synthetic non-butterfly images rejected: ${rejected}/${m.scope.non_butterfly.length}`,
      met: rejected === m.scope.non_butterfly.length,
    });
  }
  for (const [side, r] of Object.entries(m.calibration)) {
    if (!r) continue;
    lines.push({
      line: `${side} calibration: ECE ${r.before.ece} before, ${r.after.ece} after (target: not worse)`,
      met: r.after.ece <= r.before.ece + 0.005,
    });
  }
  if (m.image) {
    lines.push({
      line: `image-only top-1 ${pct(m.image.top1.rate)} (target ≥ ${pct(TARGETS.imageTop1)})`,
      met: m.image.top1.rate >= TARGETS.imageTop1,
    });
    lines.push({
      line: `image-only top-5 ${pct(m.image.top5.rate)} (target ≥ ${pct(TARGETS.imageTop5)})`,
      met: m.image.top5.rate >= TARGETS.imageTop5,
    });
  }
  lines.push({
    line: `barcode top-1 ${pct(m.barcode.top1.rate)} on ${m.barcode.held_out_specimens} held-out specimens (target ≥ ${pct(TARGETS.barcodeTop1)})`,
    met: m.barcode.top1.rate >= TARGETS.barcodeTop1,
  });
  if (m.fusion) {
    const better = Math.max(m.fusion.image_top1.rate, m.fusion.barcode_top1.rate);
    lines.push({
      line: `fusion top-1 ${pct(m.fusion.fusion_top1.rate)} on ${m.fusion.pairs} photo+barcode pairs (image ${pct(m.fusion.image_top1.rate)}, barcode ${pct(m.fusion.barcode_top1.rate)}; target ≥ the better side)`,
      met: m.fusion.fusion_top1.rate >= better,
    });
  }
  return lines;
}
