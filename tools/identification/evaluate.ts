// Evaluates the identification model through the service's own inference code on held-out data: photos (valid+test
// splits), held-out barcode specimens, photo+barcode pairs (fusion) and barcodes of species outside the model.
import { readFileSync } from 'node:fs';
import {
  type BarcodeEvidence,
  type FusedScores,
  fuseScores,
  topClasses,
  type IdentificationMode,
} from '../../workers/identification/fusion.js';
import { prepareImage } from '../../workers/identification/image.js';
import { classifyBarcode, classifyImage, loadModels, type LoadedModels } from '../../workers/identification/models.js';
import { loadBarcodeSpecimens, loadForeignBarcodes } from './barcode-specimens.js';
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
  };
}

export const TARGETS = { imageTop1: 0.88, imageTop5: 0.97, barcodeTop1: 0.98 } as const;

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

async function imageProbabilities(models: LoadedModels, photos: readonly PhotoRecord[]): Promise<Float64Array[]> {
  const out: Float64Array[] = [];
  for (const photo of photos) {
    const prepared = await prepareImage(readFileSync(photoPath(photo)));
    if (!prepared.ok) throw new Error(`${photo.file}: ${prepared.reason}`);
    out.push(await classifyImage(models, prepared.pixels));
  }
  return out;
}

const mean = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10_000) / 10_000 : 0;

export async function evaluateModel(modelDir: string, options: { photos?: boolean } = {}): Promise<EvaluationMetrics> {
  const models = await loadModels(modelDir);
  const usePhotos = (options.photos ?? true) && photosAvailable();

  const specimens = loadBarcodeSpecimens().filter((s) => s.heldOut);
  const barcodeTop1 = new Tally();
  const barcodeTop5 = new Tally();
  const evidenceBySpecies = new Map<number, BarcodeEvidence[]>();
  for (const specimen of specimens) {
    const evidence = await classifyBarcode(models, specimen.sequence);
    const rank = rankOf(fuseScores('sequence_only', null, evidence), specimen.classIndex);
    barcodeTop1.add(rank === 0);
    barcodeTop5.add(rank < 5);
    evidenceBySpecies.set(specimen.classIndex, [...(evidenceBySpecies.get(specimen.classIndex) ?? []), evidence]);
  }
  const barcode = { held_out_specimens: specimens.length, top1: barcodeTop1.score, top5: barcodeTop5.score };

  const foreign = loadForeignBarcodes({ role: 'evaluation' });
  const foreignEvidence: BarcodeEvidence[] = [];
  for (const f of foreign) foreignEvidence.push(await classifyBarcode(models, f.sequence));

  if (!usePhotos) {
    return { image: null, barcode, fusion: null, foreign_barcodes: foreignOnly(foreignEvidence) };
  }

  const photos = loadPhotoIndex().filter((p) => p.split !== 'train');
  const probabilities = await imageProbabilities(models, photos);
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
    const top = (mode: IdentificationMode) =>
      rankOf(fuseScores(mode, probabilities[i], evidence), photo.classIndex) === 0;
    pairImage.add(top('image_only'));
    pairBarcode.add(top('sequence_only'));
    pairFusion.add(top('multimodal_fusion'));
    contributions.push(fuseScores('multimodal_fusion', probabilities[i], evidence).sequenceContribution);
  });

  // foreign barcodes: paired with the held-out photos in turn
  const foreignImage = new Tally();
  const foreignFusion = new Tally();
  const foreignContributions: number[] = [];
  foreignEvidence.forEach((evidence, j) => {
    const i = j % photos.length;
    const fused = fuseScores('multimodal_fusion', probabilities[i], evidence);
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
    },
  };
}

/** Foreign-barcode statistics that need no photo: how much say these barcodes would have at most. */
function foreignOnly(evidence: readonly BarcodeEvidence[]): EvaluationMetrics['foreign_barcodes'] {
  return {
    pairs: 0,
    image_top1: score(0, 0),
    fusion_top1: score(0, 0),
    mean_sequence_contribution: 0,
    mean_match: mean(evidence.map((e) => e.match)),
  };
}

/** The targets of the issue, as lines saying met / not met. */
export function checkTargets(m: EvaluationMetrics): { line: string; met: boolean }[] {
  const lines: { line: string; met: boolean }[] = [];
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
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
