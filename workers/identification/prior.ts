// The place/date prior of the identification: per class, how plausible a place (from the smoothed density of the class's
// occurrence records) and a day of the year (from its flight period, the smoothed calendar of its dated records) are,
// each with a floor so a class never recorded somewhere or at some time is unlikely, not impossible. Pure: built by the
// service per data version and by the training tools from the same records.

/** One occurrence record of a class, as the prior reads it. */
export interface PriorRecord {
  readonly classIndex: number;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Day of the year of a full date (1–366), or null. */
  readonly dayOfYear: number | null;
  /** Month (1–12) when the record is dated to the month at least, or null. */
  readonly month: number | null;
}

/** The prior's shape (fitted by tools/identification/train-prior.ts on the validation photos; stored in model.json). */
export interface PriorSettings {
  /** Records are counted in square cells of this many degrees (their centre stands for them). */
  readonly cellDegrees: number;
  /** Gaussian kernel width in km around each record (cell). */
  readonly bandwidthKm: number;
  /** Kernel mass (records nearby) at which the place factor reaches 1 − 1/e of its way from the floor to 1. */
  readonly saturation: number;
  /** Place factor of a class with records elsewhere but none near the place. */
  readonly placeFloor: number;
  /** Circular Gaussian kernel width in days of the flight period. */
  readonly dateBandwidthDays: number;
  /** Date factor of a class never recorded near that day of the year. */
  readonly dateFloor: number;
  /** The prior enters the posterior as weight^exponent (1 = as estimated, 0 = ignored). */
  readonly exponent: number;
}

export interface PriorQuery {
  readonly latitude?: number;
  readonly longitude?: number;
  /** 1–366. */
  readonly dayOfYear?: number;
}

/** What the prior says about one place/date: a weight per class in [floor, 1] (1 also for classes without records). */
export interface PriorWeights {
  readonly weights: Float64Array;
  /** Per class: 'records' when its records informed the weight, 'none' when it has none of the kind asked. */
  readonly informed: readonly boolean[];
}

const EARTH_RADIUS_KM = 6371;
const DAYS = 366;
/** Days before the first of each month in a leap year (day-of-year 1 = 1 January; records with a month only spread over it). */
const MONTH_START = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Day of the year (1–366) of a calendar date, as the occurrence records count it; null when the date does not exist. */
export function dayOfYearOf(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round((time - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

export interface PlaceDatePrior {
  readonly classCount: number;
  readonly settings: PriorSettings;
  /** Records with coordinates, per class. */
  readonly placedRecords: readonly number[];
  /** Records dated to the month at least, per class. */
  readonly datedRecords: readonly number[];
  weights(query: PriorQuery): PriorWeights;
}

/** Builds the prior from the records (order does not matter: counts and sums only). */
export function buildPrior(
  records: Iterable<PriorRecord>,
  classCount: number,
  settings: PriorSettings,
): PlaceDatePrior {
  const cells = new Map<number, Map<number, number>>(); // cell key → class → records
  const calendar = Array.from({ length: classCount }, () => new Float64Array(DAYS));
  const placed = new Array<number>(classCount).fill(0);
  const dated = new Array<number>(classCount).fill(0);
  const columns = Math.round(360 / settings.cellDegrees);
  const rows = Math.round(180 / settings.cellDegrees);
  const cellOf = (lat: number, lon: number) => {
    const row = Math.min(rows - 1, Math.max(0, Math.floor((lat + 90) / settings.cellDegrees)));
    const column = (((Math.floor((lon + 180) / settings.cellDegrees) % columns) + columns) % columns) | 0;
    return { row, column };
  };
  for (const r of records) {
    if (r.classIndex < 0 || r.classIndex >= classCount) continue;
    if (r.latitude !== null && r.longitude !== null && Number.isFinite(r.latitude) && Number.isFinite(r.longitude)) {
      const { row, column } = cellOf(r.latitude, r.longitude);
      const key = row * columns + column;
      let byClass = cells.get(key);
      if (!byClass) cells.set(key, (byClass = new Map()));
      byClass.set(r.classIndex, (byClass.get(r.classIndex) ?? 0) + 1);
      placed[r.classIndex] += 1;
    }
    if (r.dayOfYear !== null && r.dayOfYear >= 1 && r.dayOfYear <= DAYS) {
      calendar[r.classIndex][r.dayOfYear - 1] += 1;
      dated[r.classIndex] += 1;
    } else if (r.month !== null && r.month >= 1 && r.month <= 12) {
      const [from, to] = [MONTH_START[r.month - 1], MONTH_START[r.month]];
      for (let d = from; d < to; d++) calendar[r.classIndex][d] += 1 / (to - from);
      dated[r.classIndex] += 1;
    }
  }
  // the flight period: circular Gaussian smoothing of each class's calendar, scaled to a maximum of 1
  const season = calendar.map((days, c) => {
    if (!dated[c]) return null;
    const sigma = settings.dateBandwidthDays;
    const reach = Math.ceil(3 * sigma);
    const kernel = Array.from({ length: 2 * reach + 1 }, (_, i) => Math.exp(-(((i - reach) / sigma) ** 2) / 2));
    const smooth = new Float64Array(DAYS);
    for (let d = 0; d < DAYS; d++) {
      if (!days[d]) continue;
      for (let k = -reach; k <= reach; k++) smooth[(((d + k) % DAYS) + DAYS) % DAYS] += days[d] * kernel[k + reach];
    }
    let max = 0;
    for (const v of smooth) max = Math.max(max, v);
    return smooth.map((v) => v / max);
  });

  const cellKm = settings.cellDegrees * ((Math.PI * EARTH_RADIUS_KM) / 180);
  const placeWeights = (latitude: number, longitude: number, out: Float64Array): void => {
    const mass = new Float64Array(classCount);
    const reachKm = 3 * settings.bandwidthKm;
    const latCells = Math.ceil(reachKm / cellKm) + 1;
    const { row, column } = cellOf(latitude, longitude);
    for (let dr = -latCells; dr <= latCells; dr++) {
      const r = row + dr;
      if (r < 0 || r >= rows) continue;
      const cellLat = -90 + (r + 0.5) * settings.cellDegrees;
      const shrink = Math.max(Math.cos(radians(Math.min(89.9, Math.abs(cellLat) + settings.cellDegrees))), 0.02);
      const lonCells = Math.min(Math.ceil(latCells / shrink), Math.floor(columns / 2));
      for (let dc = -lonCells; dc <= lonCells; dc++) {
        const c = (((column + dc) % columns) + columns) % columns;
        const byClass = cells.get(r * columns + c);
        if (!byClass) continue;
        const cellLon = -180 + (c + 0.5) * settings.cellDegrees;
        const d = distanceKm(latitude, longitude, cellLat, cellLon);
        if (d > reachKm) continue;
        const w = Math.exp(-((d / settings.bandwidthKm) ** 2) / 2);
        for (const [k, n] of byClass) mass[k] += n * w;
      }
    }
    for (let k = 0; k < classCount; k++) {
      if (!placed[k]) continue;
      out[k] *= settings.placeFloor + (1 - settings.placeFloor) * (1 - Math.exp(-mass[k] / settings.saturation));
    }
  };

  return {
    classCount,
    settings,
    placedRecords: placed,
    datedRecords: dated,
    weights(query: PriorQuery): PriorWeights {
      const weights = new Float64Array(classCount).fill(1);
      const informed = new Array<boolean>(classCount).fill(false);
      if (query.latitude !== undefined && query.longitude !== undefined) {
        placeWeights(query.latitude, query.longitude, weights);
        for (let k = 0; k < classCount; k++) if (placed[k]) informed[k] = true;
      }
      if (query.dayOfYear !== undefined) {
        const d = Math.min(DAYS, Math.max(1, Math.round(query.dayOfYear))) - 1;
        season.forEach((s, k) => {
          if (!s) return;
          weights[k] *= settings.dateFloor + (1 - settings.dateFloor) * s[d];
          informed[k] = true;
        });
      }
      return { weights, informed };
    },
  };
}

export interface PriorFusion {
  readonly scores: Float64Array;
  /** Total variation distance between the scores before and after the prior: the share of probability it moved, in [0, 1]. */
  readonly contribution: number;
}

/** Posterior ∝ scores × weight^exponent (the classes are balanced in training, so the scores are likelihood-proportional). */
export function applyPrior(scores: Float64Array, weights: Float64Array, exponent: number): PriorFusion {
  const out = new Float64Array(scores.length);
  let total = 0;
  for (let k = 0; k < scores.length; k++) {
    out[k] = scores[k] * weights[k] ** exponent;
    total += out[k];
  }
  if (!(total > 0)) return { scores, contribution: 0 };
  let moved = 0;
  let before = 0;
  for (const s of scores) before += s;
  for (let k = 0; k < out.length; k++) {
    // keep the mass the scores had (sequence_only scores carry the barcode match and need not sum to 1)
    out[k] = (out[k] / total) * before;
    moved += Math.abs(out[k] - scores[k]);
  }
  return { scores: out, contribution: before > 0 ? Math.min(1, moved / (2 * before)) : 0 };
}
