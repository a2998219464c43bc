// How the place/date prior changes image identifications of held-out photos: each photo gets a place and date drawn from
// the held-out occurrence records of its own species (the prior built from the other records), and separately a place
// from a wrong region (a held-out record of another species far from every record of its own). Top-1 with and without.
import type { PriorRecordRow } from '../../db/identification/repo.js';
import { applyPrior, buildPrior, distanceKm, type PriorSettings } from '../../workers/identification/prior.js';
import { fnv1a } from './barcode-specimens.js';
import type { Score } from './evaluate.js';

/** Share of each class's records held out of the prior for the evaluation (by a hash of the record id). */
export const PRIOR_HELD_OUT_SHARE = 0.2;
/** A wrong-region place is at least this far from every training record of the photo's species. */
export const WRONG_REGION_KM = 1500;

export const isHeldOutRecord = (id: string) => fnv1a(`prior:${id}`) % 1000 < PRIOR_HELD_OUT_SHARE * 1000;

export interface PriorEvaluation {
  readonly records: { readonly training: number; readonly held_out: number };
  /** Classes with held-out records that have a place (the photos of the others cannot be given one). */
  readonly classes_with_places: number;
  readonly true_region: {
    readonly photos: number;
    readonly without_prior: Score;
    readonly with_prior: Score;
    readonly with_place_only: Score;
    readonly with_date_only: Score;
  };
  readonly wrong_region: { readonly photos: number; readonly without_prior: Score; readonly with_prior: Score };
  /** All held-out photos: those of species without placed records keep their answer (the prior does not weigh them). */
  readonly all_photos: { readonly photos: number; readonly without_prior: Score; readonly with_true_places: Score };
}

const score = (correct: number, total: number): Score => ({
  correct,
  total,
  rate: total ? Math.round((correct / total) * 10_000) / 10_000 : 0,
});

function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let k = 1; k < values.length; k++) if (values[k] > values[best]) best = k;
  return best;
}

/** Day of the year a record stands for: its own, else the middle of its month. */
function recordDay(r: PriorRecordRow): number | undefined {
  if (r.dayOfYear !== null) return r.dayOfYear;
  return r.month !== null ? Math.round((r.month - 0.5) * 30.5) : undefined;
}

export function evaluatePrior(
  photos: readonly { readonly file: string; readonly classIndex: number }[],
  imageProbabilities: readonly Float64Array[],
  records: readonly PriorRecordRow[],
  classCount: number,
  settings: PriorSettings,
): PriorEvaluation {
  const training = records.filter((r) => !isHeldOutRecord(r.id));
  const heldOut = records.filter((r) => isHeldOutRecord(r.id));
  const prior = buildPrior(training, classCount, settings);
  const placed = (r: PriorRecordRow) => r.latitude !== null && r.longitude !== null;
  const heldOutByClass = Array.from({ length: classCount }, (_, k) =>
    heldOut.filter((r) => r.classIndex === k && placed(r)),
  );
  const trainingPlaces = Array.from({ length: classCount }, (_, k) =>
    training.filter((r) => r.classIndex === k && placed(r)),
  );
  const farFrom = (k: number, r: PriorRecordRow) =>
    trainingPlaces[k].every((t) => distanceKm(t.latitude!, t.longitude!, r.latitude!, r.longitude!) >= WRONG_REGION_KM);

  const tally = () => ({ n: 0, hits: 0 });
  const [trueWithout, trueWith, placeOnly, dateOnly, wrongWithout, wrongWith, allWithout, allWith] = Array.from(
    { length: 8 },
    tally,
  );
  const add = (t: { n: number; hits: number }, hit: boolean) => {
    t.n += 1;
    t.hits += hit ? 1 : 0;
  };
  const withPrior = (p: Float64Array, query: Parameters<typeof prior.weights>[0]) =>
    argmax(applyPrior(p, prior.weights(query).weights, settings.exponent).scores);

  photos.forEach((photo, i) => {
    const p = imageProbabilities[i];
    const truth = photo.classIndex;
    const plain = argmax(p) === truth;
    add(allWithout, plain);
    const own = heldOutByClass[truth];
    if (!own.length) {
      add(allWith, plain);
      return;
    }
    const h = fnv1a(`place:${photo.file}`);
    const record = own[h % own.length];
    const place = { latitude: record.latitude!, longitude: record.longitude! };
    const day = recordDay(record);
    const both = withPrior(p, { ...place, dayOfYear: day }) === truth;
    add(trueWithout, plain);
    add(trueWith, both);
    add(allWith, both);
    add(placeOnly, withPrior(p, place) === truth);
    add(dateOnly, day === undefined ? plain : withPrior(p, { dayOfYear: day }) === truth);
    // a wrong region: held-out records of other species, taken in a hashed order, the first far from this one's records
    const others = heldOut.filter((r) => r.classIndex !== truth && placed(r));
    for (let step = 0; step < others.length; step++) {
      const candidate = others[(h + step * 7919) % others.length];
      if (!farFrom(truth, candidate)) continue;
      add(wrongWithout, plain);
      add(
        wrongWith,
        withPrior(p, { latitude: candidate.latitude!, longitude: candidate.longitude!, dayOfYear: day }) === truth,
      );
      break;
    }
  });
  const s = (t: { n: number; hits: number }) => score(t.hits, t.n);
  return {
    records: { training: training.length, held_out: heldOut.length },
    classes_with_places: heldOutByClass.filter((r) => r.length > 0).length,
    true_region: {
      photos: trueWithout.n,
      without_prior: s(trueWithout),
      with_prior: s(trueWith),
      with_place_only: s(placeOnly),
      with_date_only: s(dateOnly),
    },
    wrong_region: { photos: wrongWithout.n, without_prior: s(wrongWithout), with_prior: s(wrongWith) },
    all_photos: { photos: allWithout.n, without_prior: s(allWithout), with_true_places: s(allWith) },
  };
}
